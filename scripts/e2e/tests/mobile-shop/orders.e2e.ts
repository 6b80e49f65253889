// 我的订单 on a phone, in a sandbox of the demo scenario (orders in every state): an unpaid order is
// cancelled with a reason and moves to 全部 as 已取消; a shipped one shows its logistics, is confirmed
// received and moves to 待评价; the tabs and the endless list read as a person sees them.
import { test, expect } from '../support/fixtures.js';
import { expectNoSidewaysScroll, phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';
import { placeOrders } from '../support/shop-calls.js';

test('an unpaid order is cancelled from its detail page with a reason', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/orders?state=waitPay');
    const main = page.getByRole('main');
    const tabs = page.getByRole('navigation', { name: '订单状态' });
    await expect(tabs.getByRole('link', { name: '待付款' })).toHaveAttribute('aria-current', 'page');
    const list = main.getByRole('list', { name: '待付款订单' });
    const first = list.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(first.getByText('待付款', { exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: '去支付' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await a11y.check('待付款');

    const orderNo = /订单号\s*(\S+)/.exec((await first.getByText(/订单号/).textContent()) ?? '')?.[1] ?? '';
    expect(orderNo).not.toBe('');
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m\/orders\/\d+$/);
    await expect(main.getByText(orderNo)).toBeVisible();
    await expect(main.getByText(/剩余支付时间/)).toBeVisible();
    await a11y.check('unpaid order');

    await main.getByRole('button', { name: '取消订单' }).click();
    const sheet = page.getByRole('dialog', { name: '取消订单' });
    await sheet.getByRole('radio', { name: '商品选错了' }).check();
    await a11y.check('cancel sheet');
    await sheet.getByRole('button', { name: '确定取消' }).click();
    await expect(sheet).toBeHidden();
    await expect(
      main.getByRole('region', { name: '订单状态' }).getByText('已取消', { exact: true }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: '取消订单' })).toBeHidden();

    await page.goto('/m/orders');
    const all = main.getByRole('list', { name: '全部订单' });
    await expect(all.getByRole('article').filter({ hasText: orderNo }).getByText('已取消')).toBeVisible();
    await a11y.check('全部');
  } finally {
    await sandbox.dispose();
  }
});

test('a shipped order shows its logistics and is confirmed received, then waits for a review @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/orders?state=waitTakeDelivery');
    const main = page.getByRole('main');
    const list = main.getByRole('list', { name: '待收货订单' });
    const first = list.getByRole('article').first();
    await expect(first.getByRole('button', { name: '确认收货' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await a11y.check('待收货');
    const orderNo = /订单号\s*(\S+)/.exec((await first.getByText(/订单号/).textContent()) ?? '')?.[1] ?? '';

    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m\/orders\/\d+$/);
    const logistics = main.getByRole('region', { name: '物流信息' });
    await expect(logistics.getByRole('listitem').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await a11y.check('shipped order');

    await main.getByRole('button', { name: '确认收货' }).click();
    const sheet = page.getByRole('dialog', { name: '确认收货' });
    await a11y.check('confirm sheet');
    await sheet.getByRole('button', { name: '确认收货' }).click();
    await expect(sheet).toBeHidden();
    await expect(main.getByRole('button', { name: '确认收货' })).toBeHidden();

    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('navigation', { name: '订单状态' }).getByRole('link', { name: '待评价' }).click();
    await expect(page).toHaveURL(/state=waitEvaluate/);
    await expect(main.getByRole('list', { name: '待评价订单' }).getByText(orderNo)).toBeVisible();
    await a11y.check('待评价');
  } finally {
    await sandbox.dispose();
  }
});

test('the order list loads its next page when its end scrolls into view', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/orders?state=waitPay');
    // The demo account has one unpaid order; three more make 待付款 longer than a page of 10 with 全部.
    await placeOrders(page, sandbox.id, 1001, 3);
    await page.goto('/m/orders');
    const main = page.getByRole('main');
    const cards = main.getByRole('list', { name: '全部订单' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(10);
    await a11y.check();
    await main.getByText(/加载中|没有更多订单了/).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    await main.getByText('没有更多订单了').scrollIntoViewIfNeeded();
    await expect(main.getByText('没有更多订单了')).toBeVisible();
    await expectNoSidewaysScroll(page);
  } finally {
    await sandbox.dispose();
  }
});

test('我的’s 售后 shortcut opens the 售后 tab with the after-sale records @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/me');
    await page.getByRole('region', { name: '我的订单' }).getByRole('link', { name: /^售后/ }).click();
    await expect(page).toHaveURL(/\/m\/orders\?state=afterSale$/);
    const tabs = page.getByRole('navigation', { name: '订单状态' });
    await expect(tabs.getByRole('link', { name: '售后' })).toHaveAttribute('aria-current', 'page');
    const records = page.getByRole('main').getByRole('list', { name: '售后记录' }).getByRole('article');
    await expect(records.first()).toBeVisible();
    await expect(records.first().getByText(/仅退款|退货退款|申请维修/)).toBeVisible();
    await expect(page.getByRole('main').getByText('退款金额').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await a11y.check('售后');
  } finally {
    await sandbox.dispose();
  }
});
