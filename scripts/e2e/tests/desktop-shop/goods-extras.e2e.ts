// What a JD/Tmall PC shopper expects of the product page, in a sandbox of the demo account: 配送至
// with a region picker and the freight by the shop's rule for what is chosen; 分享 copies the page's
// link; 最近浏览 lists the goods looked at before (足迹).
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { loginAsDemo } from '../support/session.js';

test('配送至 picks a region and states the freight; 分享 copies the link; 最近浏览 lists earlier goods', async ({
  page,
  context,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsDemo(page, '/Goods?id=1001');
    await expect(main.getByRole('button', { name: '加入购物车' })).toBeVisible();
    const first = (await main.getByRole('heading', { level: 1 }).textContent())!.trim();

    await page.goto('/Goods?id=1009');
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(first);
    // 最近浏览: the goods seen before this one, linked.
    const recent = main.getByRole('list', { name: '最近浏览' });
    await expect(recent.getByRole('link', { name: new RegExp(first.slice(0, 6)) })).toBeVisible();

    // 配送至: the default address's region first, then one picked here; the freight by the rule.
    const place = main.getByRole('button', { name: /^配送至 / });
    await expect(place).toHaveAccessibleName(/浙江省/);
    await expect(main.getByTestId('goods-freight')).toHaveText(/免运费|运费¥8\.00，满¥99\.00免运费/);
    await place.click();
    const picker = page.locator('#goods-delivery-picker');
    await picker.getByRole('combobox', { name: '省份' }).selectOption({ label: '上海市' });
    await picker.getByRole('combobox', { name: '城市' }).selectOption({ index: 1 });
    await picker.getByRole('combobox', { name: '区县' }).selectOption({ index: 1 });
    await expect(picker).toBeHidden();
    await expect(place).toHaveAccessibleName(/^配送至 上海市 /);
    await a11y.check('配送至 chosen');

    await main.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('链接已复制，快去分享给好友吧')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  } finally {
    await sandbox.dispose();
  }
});
