// A phone shopper's login on and off the happy path: a session that expired while browsing leaves
// them on the product as a visitor (the cart badge's 52 never navigates) and only 加入购物车 asks for
// login and comes back; login-only pages ask for login on every entry, a back included.
import { STORAGE_KEYS } from '@storefront/contracts';
import { test, expect } from '../support/fixtures.js';
import { chooseSku, phoneLogin, submitPhoneLogin } from '../support/phone.js';
import { SANDBOX_HEADER, useSandbox } from '../support/sandbox.js';
import { sessionToken } from '../support/session.js';

test('an expired session while browsing keeps the product on screen; 加入购物车 asks for login @android', async ({
  page,
  a11y,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/goods/1001');
    const expired = await page.request.post(`${mockUrl}/__mock/sessions/expire`, {
      headers: { [SANDBOX_HEADER]: sandbox.id },
      data: { token: await sessionToken(page) },
    });
    expect(((await expired.json()) as { code: string }).code).toBe('01');

    // A fresh load: the background reads of a shopper (the cart badge's count …) answer 52, and the
    // shop ends the session (the token cookie goes) without leaving the page.
    await page.reload();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === STORAGE_KEYS.tokenCookie))
      .toBe(false);
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/m/goods/1001');
    await a11y.check('product after the session expired');

    // Browsing on as a visitor; the first thing that needs an account asks for login, then comes back.
    await page.getByRole('button', { name: '加入购物车' }).click();
    const sheet = await chooseSku(page);
    await sheet
      .getByRole('button', { name: /确定|加入购物车/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fgoods%2F1001/);
    await submitPhoneLogin(page);
    await expect(page).toHaveURL(/\/m\/goods\/1001(\?|$)/);
  } finally {
    await sandbox.dispose();
  }
});

test('login-only pages ask for login on every entry, after a back too', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.goto('/m/me');
    for (const path of ['/m/coupons', '/m/addresses/new']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/m/login?redirect=${encodeURIComponent(path)}`);
      await page.goBack();
      await expect(page).toHaveURL(/\/m\/me$/);
      // The second entry, where a 出错了 with a 重试 that could never work used to show.
      await page.goto(path);
      await expect(page).toHaveURL(`/m/login?redirect=${encodeURIComponent(path)}`);
      await expect(main.getByText('出错了')).toHaveCount(0);
      await page.goBack();
    }
    await page.goto('/m/coupons');
    await submitPhoneLogin(page);
    await expect(page).toHaveURL(/\/m\/coupons$/);
    await expect(main.getByRole('tab').first()).toBeVisible();
    await a11y.check('coupons after login');
  } finally {
    await sandbox.dispose();
  }
});
