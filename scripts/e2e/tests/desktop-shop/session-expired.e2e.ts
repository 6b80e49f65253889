// A login the server ended (code 52, /__mock/sessions/expire) while the shopper browses: a page open
// to visitors stays, with one notice (登录状态已失效, no 已退出登录); 加入购物车 and a cart quantity
// change ask for login with the way back to the exact page, and after login the shopper lands there.
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@storefront/contracts';
import { test, expect } from '../support/fixtures.js';
import { chooseFirstSpecs } from '../support/flash-goods.js';
import { SANDBOX_HEADER, useSandbox, type Sandbox } from '../support/sandbox.js';
import { loginAsDemo, sessionToken, submitLogin } from '../support/session.js';
import { countSaying, recordToasts } from '../support/toasts.js';

async function expireSession(page: Page, mockUrl: string, sandbox: Sandbox): Promise<void> {
  const expired = await page.request.post(`${mockUrl}/__mock/sessions/expire`, {
    headers: { [SANDBOX_HEADER]: sandbox.id },
    data: { token: await sessionToken(page) },
  });
  expect(((await expired.json()) as { code: string }).code).toBe('01');
}

const hasToken = async (page: Page) =>
  (await page.context().cookies()).some((c) => c.name === STORAGE_KEYS.tokenCookie);

test('an expired login keeps the product on screen as a visitor; 加入购物车 asks for login and comes back', async ({
  page,
  a11y,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/Goods?id=1001');
    // The login ends while no page of the shop is open: an open page's own call could meet the 52
    // first (a loaded machine), and the load below would then be a visitor's with nothing to say.
    await page.goto('about:blank');
    await expireSession(page, mockUrl, sandbox);
    const toasts = await recordToasts(page);

    await page.goto('/Goods?id=1001');
    await expect.poll(async () => countSaying(await toasts(), '登录状态已失效')).toBe(1);
    await expect.poll(() => hasToken(page)).toBe(false);
    // Every call of the page answered: a late 52 must neither navigate nor say it again.
    await page.waitForLoadState('networkidle');
    expect(page.url()).toMatch(/\/Goods\?id=1001$/);
    expect(countSaying(await toasts(), '登录状态已失效')).toBe(1);
    expect(countSaying(await toasts(), '已退出登录')).toBe(0);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check('product after the session expired');

    await chooseFirstSpecs(page);
    await main.getByRole('button', { name: '加入购物车' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/userLogin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/Goods?id=1001');
    await submitLogin(page);
    await expect(page).toHaveURL(/\/Goods\?id=1001$/);
  } finally {
    await sandbox.dispose();
  }
});

test('an expired login on the cart: a quantity change asks for login and comes back to the cart', async ({
  page,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/shoppingCart');
    const lines = main.getByRole('list', { name: '购物车商品' }).getByRole('listitem');
    await expect(lines.first()).toBeVisible();
    await expireSession(page, mockUrl, sandbox);
    const toasts = await recordToasts(page);

    await lines.first().getByRole('button', { name: /增加/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/userLogin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/shoppingCart');
    expect(countSaying(await toasts(), '已退出登录')).toBe(0);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/shoppingCart$/);
  } finally {
    await sandbox.dispose();
  }
});
