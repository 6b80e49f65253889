// What the desktop says when the upstream will not give a page its thing, in the shop's words from
// the phone's mapping (core/api/shop-words.ts), never the wire's (无权操作, 必须是整数, 请求参数有误…).
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { loginAsDemo } from '../support/session.js';

const ENGINEER_WORDS = /无权操作|必须是整数|请求参数有误|数值过大|期望 number/;

test('an order that is not the shopper’s says 订单不存在 · 该订单不存在或不属于当前账号', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/orders/orderDetails?orderId=999999');
    await expect(main.getByText('订单不存在', { exact: true })).toBeVisible();
    await expect(main.getByText('该订单不存在或不属于当前账号')).toBeVisible();
    await expect(main.getByRole('status').getByRole('link', { name: '我的订单' })).toBeVisible();
    await expect(main).not.toContainText(ENGINEER_WORDS);
    await a11y.check('order not found');
  } finally {
    await sandbox.dispose();
  }
});

test('a goods id too long to be one says 商品不存在或已下架, not 必须是整数', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.goto('/Goods?id=99999999999999999999');
    await expect(main.getByText('商品不存在或已下架')).toBeVisible();
    await expect(main.getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(main).not.toContainText(ENGINEER_WORDS);
    await a11y.check('goods not found');
  } finally {
    await sandbox.dispose();
  }
});

test('a buy-now link with quantity=1000 says the shop’s limit, not the raw validation text', async ({
  page,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/CreateOrder?source=buyNow&goodsId=1001&skuId=10011&quantity=1000');
    await expect(main.getByText('订单信息有误')).toBeVisible();
    await expect(main.getByText('每件商品最多购买99件，请回到商品页重新选择数量')).toBeVisible();
    await expect(main).not.toContainText(ENGINEER_WORDS);
  } finally {
    await sandbox.dispose();
  }
});
