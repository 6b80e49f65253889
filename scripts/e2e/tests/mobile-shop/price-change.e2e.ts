// The phone's checkout follows the desktop's rule (core/order/order-changes.ts): in the flash-sale
// scenario the session ends (clock +3 min) between 确认订单 and 提交订单; 提交订单 then shows the
// price old → new and places nothing until the shopper confirms the new amount.
import { test, expect } from '../support/fixtures.js';
import { buyableFlashGoods, buyNowQuery } from '../support/flash-goods.js';
import { phoneLogin } from '../support/phone.js';
import { yuan, yuanText } from '../support/prices.js';
import { useSandbox } from '../support/sandbox.js';

test('a flash price that ends before 提交订单 is shown old → new on the phone and needs a second confirmation', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page, { scenario: 'flash-sale' });
  const main = page.getByRole('main');
  try {
    await phoneLogin(page, '/m/me');
    const goods = await buyableFlashGoods(page, sandbox.id);
    await page.goto(`/m/checkout?${buyNowQuery(goods)}`);
    const submit = page.getByRole('button', { name: '提交订单' });
    await expect(submit).toBeEnabled();
    await expect(main.getByText(yuanText(goods.flashPrice)).first()).toBeVisible();

    // The 10:00 session ends while the shopper looks at the page.
    await sandbox.advanceClock(3 * 60_000);
    await submit.click();

    const sheet = page.getByRole('dialog', { name: '价格有变化' });
    await expect(sheet).toBeVisible();
    const changed = sheet.getByRole('list', { name: '变化的商品' }).getByRole('listitem');
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText(`${yuanText(goods.flashPrice)} →`);
    const payNow = yuan((await sheet.getByText(/应付金额/).textContent())?.split('→')[1] ?? '');
    expect(payNow).toBeGreaterThan(goods.flashPrice / 100);
    await a11y.check('price change');
    await expect(page).toHaveURL(/\/m\/checkout/);

    await sheet.getByRole('button', { name: '按新金额提交订单' }).click();
    await expect(page).toHaveURL(/\/m\/pay\/\d+/);
    await expect(main.getByText(`¥${payNow.toFixed(2)}`).first()).toBeVisible();
    await a11y.check('the cashier at the new amount');
  } finally {
    await sandbox.dispose();
  }
});
