// What a JD/Tmall PC shopper expects of the cart and the order page, in a sandbox of the demo
// account: 已选 N 件 counts pieces, 移入收藏 moves a line into my collection; a shipped order shows
// its newest tracking step above 查看物流, offers 联系客服, and has no 优惠券 row when none was used.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { DEMO, loginAsDemo } from '../support/session.js';

async function popupOf(context: BrowserContext, open: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), open()]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

test('已选 counts pieces and 移入收藏 moves a line into my collection', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    // The demo cart: 每日坚果 ×2 and a towel ×1, both checked.
    await loginAsDemo(page, '/shoppingCart');
    const lines = main.getByRole('list', { name: '购物车商品' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const chosen = main.getByText(/^已选 \d+ 件商品$/);
    await expect(chosen).toHaveText('已选 3 件商品');
    await a11y.check('cart with 移入收藏');

    const nuts = lines.filter({ hasText: '每日坚果' });
    const name = (await nuts.getByRole('link').last().textContent())!.trim();
    await nuts.getByRole('button', { name: /^移入收藏/ }).click();
    await expect(page.getByText('已移入收藏')).toBeVisible();
    await expect(lines).toHaveCount(1);
    await expect(chosen).toHaveText('已选 1 件商品');

    await page.goto('/collect_content');
    await expect(main.getByText(name).first()).toBeVisible();
    await a11y.check('my collection');
  } finally {
    await sandbox.dispose();
  }
});

test('a shipped order shows its newest tracking step, 联系客服, and no 优惠券 row without a coupon', async ({
  page,
  context,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/orders');
    // The boots were shipped two days ago, bought without a coupon.
    const boots = main.getByRole('article').filter({ hasText: '切尔西短靴' });
    await boots.getByRole('link', { name: '订单详情' }).click();
    await expect(page).toHaveURL(/\/orders\/orderDetails\?orderId=/);
    const status = main.getByRole('region', { name: '订单状态' });
    await expect(status.getByTestId('latest-trace')).toContainText('最新物流：');
    await expect(status.getByRole('button', { name: '查看物流' })).toBeVisible();
    await expect(main.getByText('实付金额：')).toBeVisible();
    await expect(main.getByText('优惠券：')).toHaveCount(0);
    await a11y.check('shipped order');

    const chat = await popupOf(context, () => status.getByRole('button', { name: '联系客服' }).click());
    expect(new URL(chat.url()).searchParams.get('nickname')).toBe(DEMO.nickname);
    await chat.close();
  } finally {
    await sandbox.dispose();
  }
});
