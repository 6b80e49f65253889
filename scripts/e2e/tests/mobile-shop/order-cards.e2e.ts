// The cards of 我的订单 on a phone, in a sandbox of the demo scenario (orders in every state): a shipped
// card shows its logistics in a sheet, a 待评价 card takes a review in a sheet, the order number is
// copied, and pulling the list down asks for it again.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { expectCalled } from '../support/expect-called.js';
import { expectNoSidewaysScroll, phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

/** A finger put down at the top of the page and drawn `distance` px down, then lifted. */
async function pullDown(page: Page, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  const x = 180;
  const y = 260;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + (distance * step) / 10 }],
    });
  }
  return {
    release: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  };
}

test('a shipped card shows its logistics in a sheet, and pulling the list down reloads it @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/orders?state=waitTakeDelivery');
    const main = page.getByRole('main');
    const first = main.getByRole('list', { name: '待收货订单' }).getByRole('article').first();
    await expect(first).toBeVisible();
    const loaded = await expectCalled(sandbox, 'getWaitTakeDelivery');

    await first.getByRole('button', { name: /^查看物流/ }).click();
    const sheet = page.getByRole('dialog', { name: '物流信息' });
    await expect(sheet.getByRole('listitem').first()).toBeVisible();
    await a11y.check('logistics sheet');
    await sheet.getByRole('button', { name: '关闭' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/state=waitTakeDelivery/);

    // While pulled, the tabs stay where they were and the cards slide down under them.
    const tabs = page.getByRole('navigation', { name: '订单状态' });
    const tabsBefore = await tabs.boundingBox();
    const cardBefore = await first.boundingBox();
    const finger = await pullDown(page, 200);
    await expect(main.getByText('释放立即刷新')).toBeVisible();
    expect((await tabs.boundingBox())?.y).toBe(tabsBefore?.y);
    expect((await first.boundingBox())?.y ?? 0).toBeGreaterThan((cardBefore?.y ?? 0) + 50);
    await finger.release();
    await expectCalled(sandbox, 'getWaitTakeDelivery', { since: loaded.lastSeq });
    await expect(main.getByText('释放立即刷新')).toBeHidden();
    await expectNoSidewaysScroll(page);
  } finally {
    await sandbox.dispose();
  }
});

test('a 待评价 card takes a review in a sheet @android', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/orders?state=waitEvaluate');
    const main = page.getByRole('main');
    const first = main.getByRole('list', { name: '待评价订单' }).getByRole('article').first();
    await first.getByRole('button', { name: /^评价订单/ }).click();
    const sheet = page.getByRole('dialog', { name: '评价商品' });
    await sheet.getByRole('button', { name: '提交评价' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('请选择评分');
    await sheet.locator('label').filter({ hasText: '5星' }).click();
    await expect(sheet.getByRole('radio', { name: '5星' })).toBeChecked();
    await sheet.getByRole('textbox', { name: '评价内容' }).fill('质量很好，物流也快');
    await a11y.check('review sheet');
    await sheet.getByRole('button', { name: '提交评价' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText('评价成功，感谢您的分享')).toBeVisible();
    await expectCalled(sandbox, 'evaluate', { where: { score: 5 } });
  } finally {
    await sandbox.dispose();
  }
});

test('复制 on a card puts its order number on the clipboard @android', async ({ page }) => {
  const sandbox = await useSandbox(page);
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await phoneLogin(page, '/m/orders');
    const first = page.getByRole('main').getByRole('list', { name: '全部订单' }).getByRole('article').first();
    const orderNo = /订单号\s*(\S+)/.exec((await first.getByText(/订单号/).textContent()) ?? '')?.[1] ?? '';
    expect(orderNo).not.toBe('');
    await first.getByRole('button', { name: '复制订单号' }).click();
    await expect(page.getByText('订单号已复制')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderNo);
  } finally {
    await sandbox.dispose();
  }
});
