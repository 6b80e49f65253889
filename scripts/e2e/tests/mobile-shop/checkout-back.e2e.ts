// Back from the cashier after 提交订单: the older 确认订单 entries (one is left behind by the way
// through 新增收货地址) say the order exists and lead to paying it, never 无法结算.
import { test, expect } from '../support/fixtures.js';
import { addPhoneAddress, phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

test('back from the cashier says the order was submitted and leads to paying it @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await phoneLogin(page, '/m/cart');
    await page.getByRole('button', { name: /^结算/ }).click();
    await expect(page).toHaveURL(/\/m\/checkout$/);
    await main.getByRole('region', { name: '收货地址' }).getByRole('button').click();
    await page
      .getByRole('dialog', { name: '选择收货地址' })
      .getByRole('link', { name: '新增收货地址' })
      .click();
    await addPhoneAddress(page, '王小明');
    await expect(page).toHaveURL(/\/m\/checkout$/);
    await expect(main.getByRole('region', { name: '收货地址' })).toContainText('王小明');

    await main.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/m\/pay\/\d+/);
    const cashier = new URL(page.url()).pathname;

    // Back until a 确认订单 entry: the one left behind the address form.
    for (let step = 0; step < 3 && !/\/m\/checkout/.test(page.url()); step++) await page.goBack();
    await expect(page).toHaveURL(/\/m\/checkout/);
    await expect(page.getByRole('heading', { name: '订单已提交' })).toBeVisible();
    await expect(main.getByText('无法结算')).toHaveCount(0);
    await a11y.check('checkout after the order was submitted');
    await main.getByRole('link', { name: '去支付' }).click();
    await expect(page).toHaveURL(cashier);
    await expect(main.getByRole('button', { name: '立即支付' })).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});
