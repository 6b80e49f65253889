// Paying on a phone the H5 way: 立即支付 "opens" the wallet app (simulated in this offline shop) and
// the shopper comes back to the result; no QR code on the phone; inside WeChat only 微信支付.
import type { Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { chooseSku, phoneLogin } from '../support/phone.js';
import { SANDBOX_HEADER, useSandbox, type Sandbox } from '../support/sandbox.js';

const WECHAT_UA = `${devices['iPhone 13'].userAgent} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

/** 立即购买 of the first goods, then 提交订单: lands on the cashier of a new unpaid order. */
async function toCashier(page: Page): Promise<void> {
  await phoneLogin(page, '/m/goods/1001');
  await page.getByRole('button', { name: '立即购买' }).click();
  const sheet = await chooseSku(page);
  await sheet
    .getByRole('button', { name: /确定|立即购买/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/m\/checkout\?source=buyNow/);
  await page.getByRole('main').getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/m\/pay\/\d+/);
}

/** Stops the sandbox's clock, so the demo's own payment (3 s after 立即支付) waits for the test. */
async function holdPayment(page: Page, sandbox: Sandbox, mockUrl: string): Promise<void> {
  const reply = await page.request.put(`${mockUrl}/__mock/clock`, {
    headers: { [SANDBOX_HEADER]: sandbox.id },
    data: { mode: 'frozen', at: await sandbox.now() },
  });
  expect(reply.ok()).toBe(true);
}

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('only 微信支付 is offered; 立即支付 hands off to 微信 and comes back to 支付成功', async ({
    page,
    a11y,
    mockUrl,
  }) => {
    const sandbox = await useSandbox(page);
    const main = page.getByRole('main');
    try {
      await toCashier(page);
      await holdPayment(page, sandbox, mockUrl);
      const methods = main.getByRole('radiogroup', { name: '选择支付方式' }).getByRole('radio');
      await expect(methods).toHaveCount(1);
      await expect(main.getByRole('radio', { name: '微信支付' })).toBeChecked();
      await expect(main.getByText('支付宝')).toHaveCount(0);

      await main.getByRole('button', { name: '立即支付' }).click();
      const wallet = page.getByRole('dialog', { name: '微信（模拟）' });
      await expect(wallet).toBeVisible();
      await expect(wallet.getByText('多么商城')).toBeVisible();
      await expect(page.getByRole('img', { name: /二维码/ })).toHaveCount(0);
      await expect(main).not.toContainText('支付支付');

      await wallet.getByRole('button', { name: '确认支付' }).click();
      await expect(wallet).toBeHidden();
      await expect(main.getByText('请在微信中完成支付')).toBeVisible();
      await sandbox.advanceClock(5_000);
      await expect(main.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
      await a11y.check('paid inside WeChat');
    } finally {
      await sandbox.dispose();
    }
  });
});

test('in a phone browser every wallet is offered, and 取消支付 comes back to the choice', async ({
  page,
  a11y,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await toCashier(page);
    await holdPayment(page, sandbox, mockUrl);
    await expect(main.getByRole('radio')).toHaveCount(3);
    await main.getByText('支付宝').click();
    await main.getByRole('button', { name: '立即支付' }).click();
    const wallet = page.getByRole('dialog', { name: '支付宝（模拟）' });
    await expect(wallet).toBeVisible();
    await a11y.check('wallet hand-off');
    await wallet.getByRole('button', { name: '取消支付' }).click();
    await expect(wallet).toBeHidden();
    await expect(main.getByRole('radio', { name: '支付宝' })).toBeChecked();
    await expect(main.getByRole('button', { name: '立即支付' })).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});
