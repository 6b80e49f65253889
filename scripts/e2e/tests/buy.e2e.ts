// The whole purchase story: the demo user takes a coupon, adds two SKUs of a product, sees the
// cart badge, orders with the coupon (the price is recomputed), pays, sees the order paid, and asks for a
// refund of one item.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.js';
import { ensureOrderAddress } from './support/address.js';
import { loginAsDemo } from './support/session.js';

/** The number in the header's cart badge (0 when the badge is hidden). */
async function cartBadge(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: '我的' }).getByRole('link', { name: /购物车/ });
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  return Number(/购物车商品数量\s*(\d+)/.exec(name)?.[1] ?? /(\d+)/.exec(name)?.[1] ?? 0);
}

const yuan = (text: string | null): number =>
  Number(/¥\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

test('the demo user orders two SKUs with a coupon, pays, sees it paid and asks for a refund of one item', async ({
  page,
  a11y,
}) => {
  test.setTimeout(150_000);
  const main = page.getByRole('main');
  await loginAsDemo(page, '/coupon');

  // 1. Take a coupon with no threshold in the coupon centre.
  await expect(main.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible();
  const centre = main.getByRole('region', { name: '领券中心' });
  const take = centre.getByRole('button', { name: '领取 新人专享10元无门槛券' });
  await expect(take).toBeVisible();
  // One per user: a rerun on the same data finds it taken already.
  if (await take.isEnabled()) await take.click();
  await expect(take).toBeDisabled();
  await expect(main.getByRole('tab', { name: /未使用（[1-9]\d*）/ })).toBeVisible();
  await expect(main.getByRole('tabpanel').getByText('新人专享10元无门槛券')).toBeVisible();
  await a11y.check();

  // 2. Start from an empty cart (earlier journeys or runs may have left lines): delete all, with a confirm.
  await page
    .getByRole('navigation', { name: '我的' })
    .getByRole('link', { name: /购物车/ })
    .click();
  await expect(main.getByRole('heading', { level: 1, name: /我的购物车/ })).toBeVisible();
  const emptyCart = main.getByText('购物车空空如也');
  await expect(emptyCart.or(main.getByRole('button', { name: '去结算' }))).toBeVisible();
  if (!(await emptyCart.isVisible())) {
    await main.getByRole('checkbox', { name: '全选' }).check();
    await main.getByRole('button', { name: '删除选中的商品' }).click();
    const confirm = page.getByRole('dialog', { name: '删除商品' });
    await confirm.getByRole('button', { name: '删除', exact: true }).click();
    await expect(emptyCart).toBeVisible();
  }
  await expect.poll(() => cartBadge(page)).toBe(0);
  await a11y.check('empty cart');

  // 3. Two SKUs of one product into the cart; the header badge follows.
  await page.goto('/Goods?id=1009');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const badgeBefore = await cartBadge(page);
  const skus = main.getByRole('radiogroup', { name: '规格' }).getByRole('radio', { disabled: false });
  expect(await skus.count()).toBeGreaterThanOrEqual(2);
  const addToCart = main.getByRole('button', { name: '加入购物车' });
  const chosen: string[] = [];
  for (const index of [0, 1]) {
    const sku = skus.nth(index);
    await sku.check();
    chosen.push(((await sku.getAttribute('aria-label')) ?? (await sku.textContent()) ?? '').trim());
    await addToCart.click();
    await expect.poll(() => cartBadge(page)).toBe(badgeBefore + index + 1);
  }
  await a11y.check('SKUs chosen');

  // 4. The cart lists both, checked; checkout.
  await page
    .getByRole('navigation', { name: '我的' })
    .getByRole('link', { name: /购物车/ })
    .click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  const lines = main.getByRole('list', { name: '购物车商品' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  // Exact spec texts: one may be part of the other (5kg in 2.5kg).
  for (const sku of chosen)
    await expect(
      lines.filter({ has: page.getByText(sku, { exact: true }) }).getByRole('checkbox'),
    ).toBeChecked();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/共 2 件/);
  await a11y.check();
  await main.getByRole('button', { name: '去结算' }).click();

  // 5. Confirm the order: an address (added here if the user has none), the coupon, the price.
  await expect(page).toHaveURL(/\/CreateOrder/);
  await expect(main.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  await ensureOrderAddress(page, '张三', () => a11y.check('add address dialog'));

  const amounts = main.getByRole('region', { name: '金额明细' });
  const payable = main.getByText(/应付金额/).locator('xpath=..');
  const coupons = main.getByRole('radiogroup', { name: '选择优惠券' });
  await coupons.getByRole('radio', { name: '不使用优惠券' }).check();
  await expect(amounts.getByRole('definition').nth(2)).toHaveText('-¥0.00');
  await expect(main.getByRole('button', { name: '提交订单' })).toBeEnabled();
  const before = yuan(await payable.textContent());
  await coupons.getByRole('radio', { name: /新人专享10元无门槛券/ }).check();
  await expect(amounts.getByRole('definition').nth(2)).toHaveText('-¥10.00');
  const toPay = before - 10;
  await expect.poll(async () => yuan(await payable.textContent())).toBeCloseTo(toPay, 2);
  await a11y.check();
  await main.getByRole('button', { name: '提交订单' }).click();

  // 6. Pay (simulated: it settles a few seconds after 立即支付).
  await expect(page).toHaveURL(/\/orders\/payOrder/);
  const submitted = main.getByText(/订单提交成功/);
  await expect(submitted).toBeVisible();
  const orderNo = /订单号：(\d+)/.exec((await submitted.textContent()) ?? '')?.[1] ?? '';
  expect(orderNo).not.toBe('');
  await a11y.check();
  await main.getByRole('button', { name: '立即支付' }).click();
  await expect(main.getByRole('img', { name: '模拟支付二维码' })).toBeVisible();
  await expect(main.getByText('支付成功')).toBeVisible({ timeout: 20_000 });
  await a11y.check('paid');

  // 7. The order shows paid, in its details and in the order list.
  await main.getByRole('link', { name: '查看订单详情' }).click();
  await expect(page).toHaveURL(/\/orders\/orderDetails/);
  const status = main.getByRole('region', { name: '订单状态' });
  await expect(status).toContainText(orderNo);
  await expect(status).toContainText('待发货');
  await a11y.check();
  await page.goto('/orders');
  await main.getByRole('tab', { name: '待发货' }).click();
  const order = main.getByRole('article', { name: `订单 ${orderNo}` });
  await expect(order).toContainText('待发货');
  await expect(order).toContainText(new RegExp(`实付\\s*¥${toPay.toFixed(2)}`));
  await a11y.check();

  // 8. Ask for a refund of one of the two items.
  const items = order.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const firstItemText = (await items.first().textContent()) ?? '';
  // The longest spec text found: 2.5kg, not the 5kg inside it.
  const refundedSku =
    chosen.filter((sku) => firstItemText.includes(sku)).sort((a, b) => b.length - a.length)[0] ?? '';
  expect(refundedSku, `one of ${chosen.join('/')} in "${firstItemText}"`).not.toBe('');
  await items.first().getByRole('link', { name: '申请售后' }).click();
  await expect(page).toHaveURL(/\/refund_application\?/);
  await expect(main.getByRole('heading', { level: 1, name: '申请售后' })).toBeVisible();
  const refund = main.getByRole('form', { name: '退款申请' });
  await refund.getByRole('button', { name: '提交退款申请' }).click();
  await expect(refund.getByRole('alert').first()).toBeVisible();
  await refund.getByRole('combobox', { name: /退款原因/ }).selectOption({ label: '不想要了' });
  await refund.getByRole('textbox', { name: '退款说明' }).fill('买重了一个规格，退掉这一件');
  await a11y.check();
  await refund.getByRole('button', { name: '提交退款申请' }).click();
  await expect(page).toHaveURL(/\/refund_details/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main).toContainText('不想要了');
  await a11y.check();

  // The order now has one line in after-sale and one without.
  await page.goto('/orders');
  await main.getByRole('tab', { name: '退款/售后' }).click();
  const afterSale = main.getByRole('tabpanel');
  await expect(afterSale).toContainText('退款申请审核中');
  await expect(afterSale).toContainText(refundedSku);
  await a11y.check('after-sale tab');
  await main.getByRole('tab', { name: '全部订单' }).click();
  const orderLines = main.getByRole('article', { name: `订单 ${orderNo}` }).getByRole('listitem');
  await expect(orderLines.filter({ hasText: '退款中' })).toHaveCount(1);
  await expect(orderLines.filter({ has: page.getByRole('link', { name: '申请售后' }) })).toHaveCount(1);
});
