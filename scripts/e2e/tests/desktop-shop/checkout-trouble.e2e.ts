// Trouble at the desktop checkout, each in a sandbox of the demo account: a cart line sold out while
// 确认订单 is open is marked 不可购买 with 移除 and stops 提交订单 until it is removed (then the
// amount is the rest's); with getWebArea failing, 新增收货地址 says so with 重试, which works once
// the call does; 详细地址 counts toward its limit; closing the dialog gives focus back to its opener.
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { loginAsDemo } from '../support/session.js';
import { shopCall } from '../support/shop-calls.js';
import { addFault, clearFaults, yuan } from './shop.js';

interface CartReply {
  items: { goodsId: number; skuId: number; name: string; price: number; quantity: number; stock: number }[];
}

test('a line sold out since the cart is marked, blocks 提交订单 and can be removed', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/CreateOrder?source=cart');
    await expect(main.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    const payable = main.getByText(/应付金额/).locator('xpath=..');
    await expect(main.getByRole('button', { name: '提交订单' })).toBeEnabled();
    const before = yuan(await payable.textContent());

    // Another buyer takes the towel's whole stock meanwhile (buy-now orders of at most 99 each).
    const cart = await shopCall<CartReply>(page, 'getCart', {}, sandbox.id);
    const towel = cart.items.find((i) => i.name.includes('浴巾'))!;
    const addresses = await shopCall<{ addressId: number }[]>(page, 'getAddressList', {}, sandbox.id);
    for (let left = towel.stock; left > 0; left -= Math.min(left, 99))
      await shopCall(
        page,
        'addOrderNew',
        {
          source: 'buyNow',
          goodsId: towel.goodsId,
          skuId: towel.skuId,
          quantity: Math.min(left, 99),
          addressId: addresses[0]!.addressId,
        },
        sandbox.id,
      );

    await main.getByRole('button', { name: '提交订单' }).click();
    const line = main.getByTestId('settle-line').filter({ hasText: towel.name });
    await expect(line.getByText('不可购买：已售罄')).toBeVisible();
    await expect(main.getByRole('alert')).toContainText('已不可购买，请移除后再提交订单');
    await expect(main.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await expect(page).toHaveURL(/\/CreateOrder/);
    await a11y.check('a sold-out line');

    await line.getByRole('button', { name: /^移除/ }).click();
    await expect(main.getByTestId('settle-line')).toHaveCount(cart.items.length - 1);
    await expect(main.getByRole('button', { name: '提交订单' })).toBeEnabled();
    // The amount no longer holds the towel.
    await expect
      .poll(async () => yuan(await payable.textContent()))
      .toBeLessThanOrEqual(before - (towel.price * towel.quantity) / 100 + 0.001);
  } finally {
    await sandbox.dispose();
  }
});

test('新增收货地址 says the region list failed, 重试 brings it; 详细地址 counts; focus returns', async ({
  page,
  a11y,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await addFault(page, mockUrl, sandbox, { operation: 'getWebArea', effect: '500' });
    await loginAsDemo(page, '/CreateOrder?source=cart');
    const opener = main.getByRole('button', { name: '+ 新增收货地址' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await expect(dialog.getByRole('alert')).toContainText('地区列表加载失败');
    await a11y.check('region list failed');

    await clearFaults(page, mockUrl, sandbox);
    await dialog.getByRole('button', { name: '重试' }).click();
    await expect(dialog.getByRole('combobox', { name: '省份' }).locator('option')).not.toHaveCount(1);
    await dialog.getByRole('combobox', { name: '省份' }).selectOption({ index: 1 });

    const detail = dialog.getByRole('textbox', { name: '详细地址' });
    await expect(dialog.getByText('0/100')).toBeVisible();
    await detail.fill('文三路 478 号');
    await expect(dialog.getByText('9/100')).toBeVisible();

    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  } finally {
    await sandbox.dispose();
  }
});
