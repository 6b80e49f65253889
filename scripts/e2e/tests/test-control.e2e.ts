// Test control: journeys in sandboxes of the mock, with its clock moved forward. An unpaid order
// closes 30 minutes after it is placed and its stock returns; two sandboxes buying at the same time
// never see each other's cart or orders.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.js';
import { fillAddressForm } from './support/address.js';
import { useSandbox } from './support/sandbox.js';
import { loginAsDemo } from './support/session.js';

const MINUTE = 60_000;

/** The stock the goods page shows for its chosen SKU. */
async function shownStock(page: Page): Promise<number> {
  const text = await page
    .getByRole('main')
    .getByText(/^库存\d+件$/)
    .textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

/** On the order confirmation page: an address (added when the user has none), then submit; the order number. */
async function submitOrder(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/CreateOrder/);
  const addresses = main.getByRole('region', { name: '收货地址' });
  await expect(addresses.getByRole('button', { name: /新增收货地址/ })).toBeVisible();
  if ((await addresses.getByRole('radio').count()) === 0) {
    await addresses.getByRole('button', { name: /新增收货地址/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await fillAddressForm(dialog, {
      consignee: '李四',
      mobile: '13912345678',
      detail: '人民路100号1栋101室',
      isDefault: true,
    });
    await dialog.getByRole('button', { name: /保存/ }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(addresses.getByRole('radio', { checked: true })).toHaveCount(1);
  await main.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/orders\/payOrder/);
  const submitted = main.getByText(/订单提交成功/);
  await expect(submitted).toBeVisible();
  const orderNo = /订单号：(\d+)/.exec((await submitted.textContent()) ?? '')?.[1] ?? '';
  expect(orderNo).not.toBe('');
  return orderNo;
}

test('an unpaid order closes when the mock clock moves 31 minutes on, and its stock returns', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page);
  try {
    const main = page.getByRole('main');
    await loginAsDemo(page, '/Goods?id=1009');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const stockBefore = await shownStock(page);
    await main.getByRole('button', { name: '立即购买' }).click();
    const orderNo = await submitOrder(page);
    await page.goto('/Goods?id=1009');
    await expect.poll(() => shownStock(page)).toBe(stockBefore - 1);

    await sandbox.advanceClock(31 * MINUTE);
    await page.goto('/orders');
    const order = main.getByRole('article', { name: `订单 ${orderNo}` });
    await expect(order).toContainText('已取消');
    await a11y.check('unpaid order closed');
    await page.goto('/Goods?id=1009');
    await expect.poll(() => shownStock(page)).toBe(stockBefore);
  } finally {
    await sandbox.dispose();
  }
});

test('two sandboxes buying at the same time never see each other’s cart or orders', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shoppers = await Promise.all(
    [1009, 1010].map(async (goodsId) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      return { goodsId, context, page, sandbox: await useSandbox(page) };
    }),
  );
  try {
    const bought = await Promise.all(
      shoppers.map(async ({ goodsId, page }) => {
        const main = page.getByRole('main');
        await loginAsDemo(page, `/Goods?id=${goodsId}`);
        const addToCart = main.getByRole('button', { name: '加入购物车' });
        await expect(addToCart).toBeVisible();
        const title = ((await main.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
        expect(title).not.toBe('');
        await addToCart.click();
        await expect(page.getByText('已加入购物车')).toBeVisible();
        await page.goto('/shoppingCart');
        const lines = main.getByRole('list', { name: '购物车商品' });
        await expect(lines).toContainText(title);
        await main.getByRole('button', { name: '去结算' }).click();
        const orderNo = await submitOrder(page);
        return { title, orderNo };
      }),
    );
    await Promise.all(
      shoppers.map(async ({ page }, i) => {
        const mine = bought[i]!;
        const theirs = bought[1 - i]!;
        const main = page.getByRole('main');
        await page.goto('/orders');
        await expect(main.getByRole('article', { name: `订单 ${mine.orderNo}` })).toBeVisible();
        await expect(main.getByRole('article', { name: `订单 ${theirs.orderNo}` })).toHaveCount(0);
        await page.goto('/shoppingCart');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(main).not.toContainText(theirs.title);
      }),
    );
  } finally {
    for (const { context, sandbox } of shoppers) {
      await sandbox.dispose();
      await context.close();
    }
  }
});
