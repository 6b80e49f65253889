// An order is placed only at the amount the shopper last saw: in the flash-sale scenario the session
// ends (clock +3 min) between 确认订单 and 提交订单; 提交订单 then shows the price old → new and the new
// 应付金额, places nothing, and only a second confirmation places the order at the new amount.
import { test, expect } from '../support/fixtures.js';
import { buyableFlashGoods, buyNowQuery } from '../support/flash-goods.js';
import { yuan, yuanText } from '../support/prices.js';
import { useSandbox } from '../support/sandbox.js';
import { loginAsDemo } from '../support/session.js';

test('a flash price that ends before 提交订单 is shown old → new and needs a second confirmation', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page, { scenario: 'flash-sale' });
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/home');
    const goods = await buyableFlashGoods(page, sandbox.id);
    await page.goto(`/CreateOrder?${buyNowQuery(goods)}`);
    await expect(main.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    expect(yuan(await main.getByTestId('settle-line-price').textContent())).toBe(goods.flashPrice / 100);
    const coupons = main.getByRole('radiogroup', { name: '选择优惠券' });
    await expect(coupons.or(main.getByText('暂无可用优惠券'))).toBeVisible();
    if (await coupons.isVisible()) await coupons.getByRole('radio', { name: '不使用优惠券' }).check();
    await expect(main.getByRole('button', { name: '提交订单' })).toBeEnabled();
    const seen = yuan(
      await main
        .getByText(/应付金额/)
        .locator('xpath=..')
        .textContent(),
    );

    // The 10:00 session ends while the shopper looks at the page.
    await sandbox.advanceClock(3 * 60_000);
    await main.getByRole('button', { name: '提交订单' }).click();

    const dialog = page.getByRole('dialog', { name: '价格有变化' });
    await expect(dialog).toBeVisible();
    const changed = dialog.getByRole('list', { name: '变化的商品' }).getByRole('listitem');
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText(`${yuanText(goods.flashPrice)} →`);
    await expect(dialog).toContainText(`应付金额：¥${seen.toFixed(2)} →`);
    const payNow = yuan((await dialog.getByText(/应付金额/).textContent())?.split('→')[1] ?? '');
    expect(payNow).toBeGreaterThan(seen);
    await a11y.check('price change');
    // Nothing was ordered by the first click.
    await expect(page).toHaveURL(/\/CreateOrder/);

    await dialog.getByRole('button', { name: '按新金额提交订单' }).click();
    await expect(page).toHaveURL(/\/orders\/payOrder/);
    await expect(main.getByText(`¥${payNow.toFixed(2)}`).first()).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});
