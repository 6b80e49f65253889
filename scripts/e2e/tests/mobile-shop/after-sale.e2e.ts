// After-sale and reviews on a phone, in sandboxes of the demo scenario (a 退货退款 waiting for the
// goods, a 待评价 order): the tracking number goes in on 退款详情, an application can be withdrawn,
// and 评价 from 待评价 posts a review.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

/** From 售后 to the 退货退款 that waits for the goods (the demo's 加厚纯棉浴巾). */
async function openWaitingReturn(page: Page): Promise<void> {
  await phoneLogin(page, '/m/orders?state=afterSale');
  await page
    .getByRole('main')
    .getByRole('link', { name: /加厚纯棉浴巾/ })
    .click();
  await expect(page).toHaveURL(/\/m\/refunds\/\d+$/);
  await expect(page.getByRole('heading', { name: '退款详情' })).toBeVisible();
}

test('the return of an approved refund takes its tracking number on 退款详情 @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await openWaitingReturn(page);
    const form = main.getByRole('form', { name: '退货物流' });
    await a11y.check('refund detail waiting for the goods');
    await form.getByRole('button', { name: '提交物流单号' }).click();
    await expect(form.getByRole('alert')).toHaveText('请选择快递公司');
    await form.getByRole('combobox', { name: '快递公司' }).selectOption({ index: 1 });
    await form.getByRole('button', { name: '提交物流单号' }).click();
    await expect(form.getByRole('alert')).toHaveText('请填写快递单号');
    await form.getByRole('textbox', { name: '快递单号' }).fill('SF-12');
    await form.getByRole('button', { name: '提交物流单号' }).click();
    await expect(form.getByRole('alert')).toContainText('请填写正确的快递单号');

    await form.getByRole('textbox', { name: '快递单号' }).fill('SF1234567890');
    await form.getByRole('button', { name: '提交物流单号' }).click();
    await expect(form).toBeHidden();
    await expect(main.getByRole('region', { name: '退货物流' })).toContainText('SF1234567890');
    // Once the goods are on their way, the application can no longer be withdrawn.
    await expect(main.getByRole('button', { name: '撤销申请' })).toHaveCount(0);
  } finally {
    await sandbox.dispose();
  }
});

test('an after-sale application is withdrawn from its detail page', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await openWaitingReturn(page);
    await main.getByRole('button', { name: '撤销申请' }).click();
    const ask = page.getByRole('dialog', { name: '撤销售后申请' });
    await a11y.check('withdraw asked');
    await ask.getByRole('button', { name: '确定撤销' }).click();
    await expect(main.getByRole('region', { name: '退款状态' })).toContainText(/撤销|关闭/);
    await expect(main.getByRole('button', { name: '撤销申请' })).toHaveCount(0);
    await expect(main.getByText('买家已撤销退款申请')).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});

test('评价 from 待评价 posts a review of the goods @android', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await phoneLogin(page, '/m/orders?state=waitEvaluate');
    // The card's goods open the order (the card's own 评价 is order-cards' journey); 评价 per line there.
    await main.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m\/orders\/\d+$/);
    await main
      .getByRole('button', { name: /^评价 / })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: '评价商品' });
    await a11y.check('review sheet');
    await sheet.getByRole('button', { name: '提交评价' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('请选择评分');
    // A tap on the fifth star (its label); the radio inside is what a screen reader announces.
    await sheet.locator('label').filter({ hasText: '5星' }).click();
    await expect(sheet.getByRole('radio', { name: '5星' })).toBeChecked();
    await sheet.getByRole('button', { name: '提交评价' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('请填写评价内容');
    await sheet.getByRole('textbox', { name: '评价内容' }).fill('保温效果很好，一整天都是热的。');
    await sheet.getByRole('button', { name: '提交评价' }).click();
    await expect(sheet).toBeHidden();
    await expect(main.getByText('已评价').first()).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});
