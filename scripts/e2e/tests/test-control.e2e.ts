// Test control: journeys in sandboxes of the mock, made from named scenarios, with its clock moved
// forward. An unpaid order closes 30 minutes after it is placed and its stock returns; a flash-sale
// session is seen before, during and after it with the countdown in step; two sandboxes buying at
// the same time never see each other's cart or orders; new-user shows the empty states and
// after-sale every refund and repair state.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.js';
import { ensureOrderAddress } from './support/address.js';
import { useSandbox } from './support/sandbox.js';
import { submitLogin } from './support/session.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Logs the scenario's account (the demo mobile; its nickname differs between scenarios) in through
 * /userLogin and lands on `path`.
 */
async function login(page: Page, path: string): Promise<void> {
  await page.goto(`/userLogin?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page);
  const target = new URL(path, 'http://x');
  await expect(page).toHaveURL((url) => url.pathname === target.pathname);
  await expect(page.getByText(/您好，/)).toBeVisible();
}

/** The seconds a countdown's accessible name (距结束0时1分58秒) shows. */
function countdownSeconds(label: string | null): number {
  const m = /(?:(\d+)天)?(\d+)时(\d+)分(\d+)秒/.exec(label ?? '');
  if (!m) throw new Error(`not a countdown: ${label}`);
  const [, d = '0', h, min, sec] = m;
  return ((Number(d) * 24 + Number(h)) * 60 + Number(min)) * 60 + Number(sec);
}

/** The stock the goods page shows for its chosen SKU. */
async function shownStock(page: Page): Promise<number> {
  const text = await page
    .getByRole('main')
    .getByText(/^库存\d+件$/)
    .textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

/** On the order confirmation page: an address (added when the user has none), then submit; the order number. */
async function submitOrder(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/CreateOrder/);
  await ensureOrderAddress(page, '李四');
  await main.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/orders\/payOrder/);
  const submitted = main.getByText(/订单提交成功/);
  await expect(submitted).toBeVisible();
  const orderNo = /订单号：(\d+)/.exec((await submitted.textContent()) ?? '')?.[1] ?? '';
  expect(orderNo).not.toBe('');
  return orderNo;
}

test('an unpaid order closes when the mock clock moves 31 minutes on, and its stock returns', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page, { scenario: 'new-user' });
  try {
    const main = page.getByRole('main');
    await login(page, '/Goods?id=1009');
    await expect(main.getByTestId('goods-price')).toBeVisible();
    const stockBefore = await shownStock(page);
    await main.getByRole('button', { name: '立即购买' }).click();
    const orderNo = await submitOrder(page);
    await page.goto('/Goods?id=1009');
    await expect.poll(() => shownStock(page)).toBe(stockBefore - 1);

    await sandbox.advanceClock(31 * MINUTE);
    await page.goto('/orders');
    const order = main.getByRole('article', { name: `订单 ${orderNo}` });
    await expect(order).toContainText('已取消');
    await a11y.check('unpaid order closed');
    await page.goto('/Goods?id=1009');
    await expect.poll(() => shownStock(page)).toBe(stockBefore);
  } finally {
    await sandbox.dispose();
  }
});

test('two sandboxes buying at the same time never see each other’s cart or orders', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shoppers = await Promise.all(
    [1009, 1010].map(async (goodsId) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      return { goodsId, context, page, sandbox: await useSandbox(page, { scenario: 'new-user' }) };
    }),
  );
  try {
    const bought = await Promise.all(
      shoppers.map(async ({ goodsId, page }) => {
        const main = page.getByRole('main');
        await login(page, `/Goods?id=${goodsId}`);
        const addToCart = main.getByRole('button', { name: '加入购物车' });
        await expect(addToCart).toBeVisible();
        const title = ((await main.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
        expect(title).not.toBe('');
        await addToCart.click();
        await expect(page.getByText('已加入购物车')).toBeVisible();
        await page.goto('/shoppingCart');
        const lines = main.getByRole('list', { name: '购物车商品' });
        await expect(lines).toContainText(title);
        await main.getByRole('button', { name: '去结算' }).click();
        const orderNo = await submitOrder(page);
        return { title, orderNo };
      }),
    );
    await Promise.all(
      shoppers.map(async ({ page }, i) => {
        const mine = bought[i]!;
        const theirs = bought[1 - i]!;
        const main = page.getByRole('main');
        // Each sandbox numbers its orders on its own, so the two may even share a number: what
        // tells them apart is what was bought.
        await page.goto('/orders');
        const orders = main.getByRole('article', { name: /^订单 / });
        await expect(orders).toHaveCount(1);
        await expect(main.getByRole('article', { name: `订单 ${mine.orderNo}` })).toContainText(mine.title);
        await expect(main).not.toContainText(theirs.title);
        await page.goto('/shoppingCart');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(main).not.toContainText(theirs.title);
      }),
    );
  } finally {
    for (const { context, sandbox } of shoppers) {
      await sandbox.dispose();
      await context.close();
    }
  }
});

test('a flash-sale session seen before, during and after it, the countdown in step with the mock clock', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  // flash-sale: the clock stands at 11:58 China time, the 10:00 session ends in 2 minutes.
  const sandbox = await useSandbox(page, { scenario: 'flash-sale' });
  try {
    const main = page.getByRole('main');
    const tab = (title: string) => main.getByRole('tab', { name: new RegExp(`^${title}`) });
    const panel = (title: string) => main.getByRole('tabpanel', { name: `${title} 场` });
    const timerSeconds = async (title: string) =>
      countdownSeconds(await panel(title).getByRole('timer').getAttribute('aria-label'));

    await page.goto('/limitedTime');
    await expect(tab('10:00')).toContainText('抢购中');
    await expect(panel('10:00').getByRole('timer')).toHaveAccessibleName(/^距结束/);
    expect(await timerSeconds('10:00')).toBeGreaterThan(100);
    expect(await timerSeconds('10:00')).toBeLessThanOrEqual(120);
    await expect(panel('10:00').getByText('已抢光').first()).toBeVisible();
    // Before: the 12:00 session starts in two minutes.
    await tab('12:00').click();
    await expect(tab('12:00')).toContainText('即将开抢');
    await expect(panel('12:00').getByRole('timer')).toHaveAccessibleName(/^距开始/);
    expect(await timerSeconds('12:00')).toBeGreaterThan(100);
    expect(await timerSeconds('12:00')).toBeLessThanOrEqual(120);
    await a11y.check('flash sale before its session');

    // During: 12:03, the 10:00 session is over and 12:00 runs until 14:00.
    await sandbox.advanceClock(5 * MINUTE);
    await page.goto('/limitedTime');
    await expect(tab('10:00')).toContainText('已结束');
    await expect(tab('12:00')).toContainText('抢购中');
    await expect(tab('12:00')).toHaveAttribute('aria-selected', 'true');
    await expect(panel('12:00').getByRole('timer')).toHaveAccessibleName(/^距结束/);
    const left = await timerSeconds('12:00');
    expect(left).toBeGreaterThan(HOUR / 1000 + 55 * 60 - 10);
    expect(left).toBeLessThanOrEqual(HOUR / 1000 + 57 * 60);
    await expect(
      panel('12:00')
        .getByRole('link', { name: /^立即抢购/ })
        .first(),
    ).toBeVisible();

    // After: 14:03, the 12:00 session has ended.
    await sandbox.advanceClock(2 * HOUR);
    await page.goto('/limitedTime');
    await tab('12:00').click();
    await expect(tab('12:00')).toContainText('已结束');
    await expect(panel('12:00')).toContainText('本场已结束');
    await expect(panel('12:00').getByRole('timer')).toHaveCount(0);
    await a11y.check('flash sale after its session');
  } finally {
    await sandbox.dispose();
  }
});

test('new-user: every list of the account shows its empty state', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page, { scenario: 'new-user' });
  try {
    const main = page.getByRole('main');
    await login(page, '/orders');
    const empties: Array<[string, string | RegExp]> = [
      ['/orders', '暂无相关订单'],
      ['/orders?tab=afterSale', '暂无售后记录'],
      ['/shoppingCart', '购物车空空如也'],
      ['/address', '还没有收货地址'],
      ['/coupon', '暂无未使用的优惠券'],
      ['/collect_content', '还没有收藏商品'],
      ['/messageCenter', /暂无.*消息/],
    ];
    for (const [path, text] of empties) {
      await page.goto(path);
      await expect(main.getByText(text).first(), path).toBeVisible();
      await a11y.check(`new-user ${path}`);
    }
  } finally {
    await sandbox.dispose();
  }
});

test('after-sale: the 退款/售后 tab shows every refund and repair state', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page, { scenario: 'after-sale' });
  try {
    const main = page.getByRole('main');
    await login(page, '/orders?tab=afterSale');
    const refunds = main.getByRole('article', { name: '退款申请' });
    const repairs = main.getByRole('article', { name: '维修申请' });
    for (const status of [
      '退款申请审核中',
      '审核通过，请寄回商品并填写物流单号',
      '商品寄回中，等待商家收货',
      '退款成功',
      '商家已拒绝退款',
      '已撤销退款申请',
    ])
      await expect(refunds.filter({ hasText: status }).first(), status).toBeVisible();
    for (const status of ['维修申请审核中', '维修处理中', '维修完成', '已撤销维修申请'])
      await expect(repairs.filter({ hasText: status }).first(), status).toBeVisible();
    await a11y.check('every after-sale state');

    await refunds.filter({ hasText: '商品寄回中' }).first().getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/refund_details\?refundId=\d+/);
    await expect(main).toContainText('商品寄回中');
    await a11y.check('a refund on its way back');
    await page.goto('/orders?tab=afterSale');
    await repairs.filter({ hasText: '维修处理中' }).first().getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/service_details\?repairId=\d+/);
    await expect(main).toContainText('维修处理中');
    await a11y.check('a repair in progress');
  } finally {
    await sandbox.dispose();
  }
});
