// The phone shop off the network: a product tapped offline says why with 重新加载, a notice says the
// connection is gone, and once it is back 重新加载 shows the product without a reload; on a slow network
// the HTML shell (header, skeleton, tab bar) shows before any script has arrived; a server failure
// is said in a shopper's words.
import { test, expect } from '../support/fixtures.js';
import { phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

test('a product tapped offline says so, and 重新加载 shows it once the network is back @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.goto('/m');
    const card = main.getByTestId('goods-card').first();
    await expect(card).toBeVisible();
    // Marks this document: a full reload would lose it, 重新加载 must not need one.
    await page.evaluate(() => ((window as { keptDocument?: boolean }).keptDocument = true));

    await page.context().setOffline(true);
    await card.click();
    await expect(page).toHaveURL(/\/m\/goods\/\d+/);
    await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toBeVisible();
    await expect(main.getByRole('alert')).toContainText('网络未连接，请检查网络后重试');
    await a11y.check('page failed offline');

    await page.context().setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toBeHidden();
    await main.getByRole('button', { name: '重新加载' }).click();
    await expect(main.getByRole('button', { name: /规格/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
    expect(await page.evaluate(() => (window as { keptDocument?: boolean }).keptDocument)).toBe(true);
  } finally {
    await page.context().setOffline(false);
    await sandbox.dispose();
  }
});

test('分类 tapped offline is never an empty page, and 重新加载 loads it back online', async ({ page }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.goto('/m');
    await expect(main.getByTestId('goods-card').first()).toBeVisible();
    await page.context().setOffline(true);
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '分类' }).click();
    await expect(main.getByRole('alert')).toContainText('网络未连接');
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();

    await page.context().setOffline(false);
    await main.getByRole('button', { name: '重新加载' }).click();
    await expect(main.getByRole('tab').first()).toBeVisible();
  } finally {
    await page.context().setOffline(false);
    await sandbox.dispose();
  }
});

test('on a slow network the shell shows before the scripts have run', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  try {
    await page.goto('/m', { waitUntil: 'commit' });
    const shell = page.locator('[data-boot-shell]');
    await expect(shell.getByRole('link', { name: '搜索商品' })).toBeVisible();
    await expect(shell.getByRole('navigation', { name: '底部导航' }).getByRole('link')).toHaveText([
      '首页',
      '分类',
      '购物车',
      '我的',
    ]);
    await expect(shell.getByText('正在加载…')).toBeVisible();

    releaseScripts();
    await expect(page.getByRole('main').getByTestId('goods-card').first()).toBeVisible();
    await expect(shell).toHaveCount(0);
    await a11y.check('home after a slow start');
  } finally {
    releaseScripts();
    await sandbox.dispose();
  }
});

test("a server failure is said in a shopper's words, and 重试 loads the cart once it is over @android", async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await phoneLogin(page, '/m/me');
    // The mock fails the cart's read with its own technical text (模拟的服务器错误).
    const failCart = '**/api/goods/cart/getCartNew**';
    await page.route(failCart, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-mock-fault': '500' } }),
    );
    await page
      .getByRole('navigation', { name: '底部导航' })
      .getByRole('link', { name: /购物车/ })
      .click();
    const alert = main.getByRole('alert');
    await expect(alert).toContainText('购物车加载失败：服务开小差了，请稍后重试');
    await expect(alert).not.toContainText(/模拟|上游/);
    await a11y.check('cart failed');

    await page.unroute(failCart);
    await main.getByRole('button', { name: '重试' }).click();
    await expect(main.getByRole('list', { name: '购物车商品' }).getByRole('listitem').first()).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});
