// A login the server ended (code 52, /__mock/sessions/expire) while the shopper browses: a page open
// to visitors stays, with one notice (登录状态已失效, no 已退出登录); 加入购物车 and a cart quantity
// change ask for login with the way back to the exact page, and after login the shopper lands there.
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@storefront/contracts';
import { test, expect } from '../support/fixtures.js';
import { chooseFirstSpecs } from '../support/flash-goods.js';
import { SANDBOX_HEADER, useSandbox, type Sandbox } from '../support/sandbox.js';
import { loginAsDemo, sessionToken, submitLogin } from '../support/session.js';

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
    await expireSession(page, mockUrl, sandbox);

    await page.reload();
    await expect(page.getByText('登录状态已失效')).toBeVisible();
    await expect.poll(() => hasToken(page)).toBe(false);
    await page.waitForTimeout(500); // a late 52 must neither navigate nor say it again
    expect(page.url()).toMatch(/\/Goods\?id=1001$/);
    await expect(page.getByText('登录状态已失效')).toHaveCount(1);
    await expect(page.getByText('已退出登录')).toHaveCount(0);
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

    await lines.first().getByRole('button', { name: /增加/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/userLogin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/shoppingCart');
    await expect(page.getByText('已退出登录')).toHaveCount(0);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/shoppingCart$/);
  } finally {
    await sandbox.dispose();
  }
});
