// Flash-sale prices hold: a goods of the home page's 限时抢购 strip costs the strip's price on its
// product page (the normal price struck through, a countdown), in the cart and on the order page.
import type { Locator } from '@playwright/test';
import { test, expect } from './support/fixtures.js';
import { ensureOrderAddress } from './support/address.js';
import { loginAsDemo } from './support/session.js';

/** The first ¥ amount in a text, in yuan. */
const yuan = (text: string | null): number =>
  Number(/¥\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
const priceOf = async (locator: Locator) => yuan(await locator.textContent());

test('a goods of the home flash strip costs the strip price on its page, in the cart and on the order', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  await loginAsDemo(page, '/shoppingCart');

  // 1. Start from an empty cart (other journeys may have left lines).
  await expect(main.getByRole('heading', { level: 1, name: /我的购物车/ })).toBeVisible();
  const emptyCart = main.getByText('购物车空空如也');
  await expect(emptyCart.or(main.getByRole('button', { name: '去结算' }))).toBeVisible();
  if (!(await emptyCart.isVisible())) {
    await main.getByRole('checkbox', { name: '全选' }).check();
    await main.getByRole('button', { name: '删除选中的商品' }).click();
    await page
      .getByRole('dialog', { name: '删除商品' })
      .getByRole('button', { name: '删除', exact: true })
      .click();
    await expect(emptyCart).toBeVisible();
  }

  // 2. The home strip: a goods and its flash price. Its price is the cheapest spec's, so that spec
  //    is chosen on the product page (a card whose cheapest spec is sold out is passed over).
  await page.goto('/home');
  const strip = main.getByRole('region', { name: '限时抢购' });
  const cards = strip.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  await a11y.check('home');
  let stripPrice = NaN;
  let name = '';
  for (let index = 0; index < (await cards.count()); index++) {
    await page.goto('/home');
    const card = strip.getByTestId('goods-card').nth(index);
    stripPrice = await priceOf(card);
    name = (await card.getByRole('link').last().textContent())?.trim() ?? '';
    await card.getByRole('link').last().click();
    await expect(page).toHaveURL(/\/Goods\?id=\d+/);
    await expect(main.getByTestId('goods-price')).toBeVisible();
    let available = true;
    for (const group of await main.getByRole('radiogroup').all()) {
      const first = group.getByRole('radio').first();
      if (await first.isDisabled()) available = false;
      else if ((await first.getAttribute('aria-checked')) !== 'true') await first.click();
    }
    if (available) break;
    stripPrice = NaN;
  }
  expect(stripPrice).toBeGreaterThan(0);

  // 3. The product page: the flash price, the normal price struck through, the session's countdown.
  const price = main.getByTestId('goods-price');
  await expect(price).toContainText('抢购价');
  expect(await priceOf(price)).toBe(stripPrice);
  const original = yuan(await price.locator('del').textContent());
  expect(original).toBeGreaterThan(stripPrice);
  await expect(main.getByTestId('goods-flash-ongoing').getByRole('timer')).toHaveAccessibleName(/^距结束/);
  await a11y.check('product');
  await main.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // 4. The cart charges the same.
  await page
    .getByRole('navigation', { name: '我的' })
    .getByRole('link', { name: /购物车/ })
    .click();
  const line = main
    .getByRole('list', { name: '购物车商品' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });
  await expect(line).toHaveCount(1);
  expect(await priceOf(line.getByTestId('cart-line-price'))).toBe(stripPrice);
  await a11y.check('cart');
  await main.getByRole('button', { name: '去结算' }).click();

  // 5. So does the order page, down to the goods amount.
  await expect(page).toHaveURL(/\/CreateOrder/);
  await expect(main.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  expect(await priceOf(main.getByTestId('settle-line-price'))).toBe(stripPrice);
  const amounts = main.getByRole('region', { name: '金额明细' });
  expect(await priceOf(amounts.getByRole('definition').first())).toBe(stripPrice);
  await ensureOrderAddress(page, '张三');
  // No coupon, so the payable amount is the goods amount plus freight (the user may have none to use).
  const coupons = main.getByRole('radiogroup', { name: '选择优惠券' });
  await expect(coupons.or(main.getByText('暂无可用优惠券'))).toBeVisible();
  if (await coupons.isVisible()) await coupons.getByRole('radio', { name: '不使用优惠券' }).check();
  await expect(amounts.getByRole('definition').nth(2)).toHaveText('-¥0.00');
  const payable = await priceOf(main.getByText(/应付金额/).locator('xpath=..'));
  await a11y.check('order');
  await main.getByRole('button', { name: '提交订单' }).click();

  // 6. The order placed asks for the same amount.
  await expect(page).toHaveURL(/\/orders\/payOrder/);
  await expect(main.getByText(/订单提交成功/)).toBeVisible();
  await expect(main.getByText(`¥${payable.toFixed(2)}`).first()).toBeVisible();
  await a11y.check('pay');
});
