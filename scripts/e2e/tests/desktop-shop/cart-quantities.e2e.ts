// Cart quantities on the desktop, in a sandbox of the demo account: a typed 2.5 is refused with a
// sentence (it is not read as 25) and the total does not move; 999999 is capped at the limit and
// says so; a double click on 加入购物车 adds the goods once.
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { loginAsDemo } from '../support/session.js';
import { cartBadge, yuan } from './shop.js';

test('a typed 2.5 is refused and 999999 is capped at the limit, each with a message', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/shoppingCart');
    const nuts = main.getByRole('listitem').filter({ hasText: '每日坚果' });
    const quantity = nuts.getByRole('textbox', { name: '购买数量' });
    await expect(quantity).toHaveValue('2');
    const total = main.getByText(/合计（不含运费）/);
    const before = yuan(await total.textContent());

    await quantity.fill('2.5');
    await quantity.press('Enter');
    await expect(nuts.getByRole('alert')).toHaveText('数量须为整数，请重新输入');
    await expect(quantity).toHaveValue('2');
    expect(yuan(await total.textContent())).toBeCloseTo(before, 2);
    await a11y.check('a refused quantity');

    await quantity.fill('999999');
    await quantity.press('Enter');
    await expect(nuts.getByRole('alert')).toHaveText(/^最多可购买 (\d+) 件，已改为 \1 件$/);
    const capped = Number(
      /最多可购买 (\d+) 件/.exec((await nuts.getByRole('alert').textContent()) ?? '')![1],
    );
    expect(capped).toBeLessThanOrEqual(99);
    await expect(quantity).toHaveValue(String(capped));
    // The cart took the capped quantity: the line's subtotal is the price times it.
    await expect
      .poll(async () => yuan(await total.textContent()))
      .toBeCloseTo(before + (capped - 2) * 105.9, 2);
  } finally {
    await sandbox.dispose();
  }
});

test('a double click on 加入购物车 adds the goods once', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/Goods?id=1009');
    await expect(main.getByTestId('goods-price')).toBeVisible();
    const before = await cartBadge(page);
    await main
      .getByRole('radiogroup', { name: '规格' })
      .getByRole('radio', { disabled: false })
      .first()
      .check();
    await main.getByRole('button', { name: '加入购物车' }).dblclick();
    await expect(page.getByText('已加入购物车')).toBeVisible();
    await expect.poll(() => cartBadge(page)).toBe(before + 1);
    await a11y.check('added once');
    // The badge is refetched from the server: a second add would show here.
    await page.goto('/shoppingCart');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`共 ${before + 1} 件`));
  } finally {
    await sandbox.dispose();
  }
});
