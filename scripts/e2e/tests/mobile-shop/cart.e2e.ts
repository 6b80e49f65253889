// The phone cart of the demo account (two lines), in a sandbox: the stepper changes a quantity and
// the total follows; a line swiped left shows 删除 and goes after a confirm; 管理 deletes the
// checked lines; the last one gone, the empty cart points to the shop. A sold-out line sits under
// 失效商品 and 清空失效商品 removes it; the tab bar's badge counts pieces, not lines.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { cartBadgeCount, expectNoSidewaysScroll, phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

const yuan = (text: string | null): number =>
  Number(/¥\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

/** A finger drag from the right of the line to its left, as a swipe (once its actions have loaded). */
async function swipeLeft(page: Page, line: Locator) {
  await line.getByRole('button', { name: /^删除/, includeHidden: true }).waitFor({ state: 'attached' });
  const box = (await line.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width - 20 - step * 25, y);
  await page.mouse.up();
}

test('the cart changes a quantity, deletes a swiped line and the checked ones, then points to the shop @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await phoneLogin(page, '/m/cart');
    const lines = main.getByRole('list', { name: '购物车商品' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    // 商品总额 grows by exactly a piece's price (合计 also takes off the best coupon, which may change).
    const total = page.getByTestId('cart-goods-amount');
    const before = yuan(await total.textContent());

    // The stepper: one more piece of the first line, the total grows by its price.
    const first = lines.first();
    const price = yuan(await first.textContent());
    const quantity = first.getByRole('textbox', { name: /数量/ });
    const was = Number(await quantity.inputValue());
    await first.getByRole('button', { name: /^增加/ }).click();
    await expect(quantity).toHaveValue(String(was + 1));
    await expect.poll(async () => yuan(await total.textContent())).toBeCloseTo(before + price, 2);
    await expectNoSidewaysScroll(page);
    await a11y.check('cart');

    // Swipe the first line: 删除, confirmed in a sheet.
    await swipeLeft(page, first);
    await first.getByRole('button', { name: /^删除/ }).click();
    const confirm = page.getByRole('dialog', { name: '删除商品' });
    await a11y.check('delete sheet');
    await confirm.getByRole('button', { name: '删除', exact: true }).click();
    await expect(lines).toHaveCount(1);
    await expect(confirm).toBeHidden();

    // 管理: the checked line goes with 删除.
    await page.getByRole('button', { name: '管理' }).click();
    await expect(page.getByRole('checkbox', { name: '全选' })).toBeChecked();
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await confirm.getByRole('button', { name: '删除', exact: true }).click();
    await expect(main.getByText('购物车空空如也')).toBeVisible();
    await expect(main.getByRole('link', { name: '去逛逛' })).toBeVisible();
    await a11y.check('empty cart');
  } finally {
    await sandbox.dispose();
  }
});

test('a sold-out line sits under 失效商品 and goes with 清空失效商品; the badge counts pieces @android', async ({
  page,
  a11y,
}) => {
  // cart-invalid: 每日坚果 ×2 and a bath towel ×1 to buy, a sold-out cast-iron pot ×1.
  const sandbox = await useSandbox(page, { scenario: 'cart-invalid' });
  const main = page.getByRole('main');
  try {
    await phoneLogin(page, '/m/cart');
    await expect(main.getByRole('list', { name: '购物车商品' }).getByRole('listitem')).toHaveCount(2);
    const invalid = main.getByRole('region', { name: /失效商品/ });
    await expect(invalid.getByRole('heading', { name: '失效商品（1）' })).toBeVisible();
    await expect(invalid.getByText('已售罄')).toBeVisible();
    await expect(invalid.getByRole('checkbox')).toHaveCount(0);
    // Four pieces in three lines: the badge counts the pieces.
    await expect.poll(() => cartBadgeCount(page)).toBe(4);
    await expect(main.getByRole('region', { name: '价格明细' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await a11y.check('cart with an invalid line');

    await invalid.getByRole('button', { name: '清空失效商品' }).click();
    const confirm = page.getByRole('dialog', { name: '删除商品' });
    await confirm.getByRole('button', { name: '删除', exact: true }).click();
    await expect(invalid).toBeHidden();
    await expect(main.getByRole('list', { name: '购物车商品' }).getByRole('listitem')).toHaveCount(2);
    await expect.poll(() => cartBadgeCount(page)).toBe(3);

    // One more piece of a line: one more on the badge.
    const first = main.getByRole('list', { name: '购物车商品' }).getByRole('listitem').first();
    await first.getByRole('button', { name: /^增加/ }).click();
    await expect.poll(() => cartBadgeCount(page)).toBe(4);
  } finally {
    await sandbox.dispose();
  }
});
