// A visitor on a phone: the cart asks to log in and comes back to the cart afterwards; a product's
// choice made before logging in is kept through the login; the home feed loads its next page as
// the shopper scrolls to its end.
import { test, expect } from '../support/fixtures.js';
import { expectNoSidewaysScroll, submitPhoneLogin, cartBadgeCount } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

test("a visitor's cart asks to log in and keeps what was chosen before @android", async ({ page, a11y }) => {
  const sandbox = await useSandbox(page, { scenario: 'new-user' });
  const main = page.getByRole('main');
  try {
    await page.goto('/m/cart');
    await expect(main.getByText('登录后可查看购物车中的商品')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await a11y.check('visitor cart');

    // Chosen as a visitor: a spec and two pieces, then 加入购物车 sends to login.
    await page.goto('/m/goods/1001');
    await page.getByRole('button', { name: '加入购物车' }).click();
    const sheet = page.getByRole('dialog').filter({ has: page.getByRole('radiogroup') });
    const groups = sheet.getByRole('radiogroup');
    for (let i = 0; i < (await groups.count()); i++)
      await groups.nth(i).getByRole('radio', { disabled: false }).first().check();
    await sheet.getByRole('button', { name: '增加' }).click();
    await sheet
      .getByRole('button', { name: /确定|加入购物车/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await submitPhoneLogin(page);
    await expect(page).toHaveURL(/\/m\/goods\/1001(\?|$)/);
    // The choice survived the login: the sheet is open again with the spec and the two pieces.
    const reopened = page.getByRole('dialog', { name: '选择规格' });
    await expect(reopened).toBeVisible();
    await expect(reopened.getByRole('textbox', { name: '购买数量' })).toHaveValue('2');
    await a11y.check('choice kept after login');
    await reopened.getByRole('button', { name: '确定' }).click();
    // The badge counts pieces: one line of two.
    await expect.poll(() => cartBadgeCount(page)).toBe(2);

    await page
      .getByRole('link', { name: /购物车/ })
      .first()
      .click();
    const line = main.getByRole('list', { name: '购物车商品' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('textbox', { name: /数量/ })).toHaveValue('2');
    await a11y.check('cart after login');
  } finally {
    await sandbox.dispose();
  }
});

test('the cart of a logged-in visitor, sent to log in from it, opens again after login', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.goto('/m/cart');
    await main.getByRole('link', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fcart/);
    await submitPhoneLogin(page);
    await expect(page).toHaveURL(/\/m\/cart$/);
    await expect(main.getByRole('list', { name: '购物车商品' }).getByRole('listitem').first()).toBeVisible();
    await a11y.check();
  } finally {
    await sandbox.dispose();
  }
});

test('the home feed loads its second page when scrolled to its end @android', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.goto('/m');
    const cards = main.getByTestId('goods-card');
    await expect(cards.first()).toBeVisible();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
    const firstPage = await cards.count();
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(firstPage);
    await expectNoSidewaysScroll(page);
    await a11y.check('second page');
  } finally {
    await sandbox.dispose();
  }
});
