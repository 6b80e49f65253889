// Finding goods on a phone: 分类's search bar opens 搜索, typing offers suggestions (after a pause),
// and a price range on the results, checked before it is applied, is still there after a goods page
// and 返回.
import { test, expect } from '../support/fixtures.js';
import { expectCalled } from '../support/expect-called.js';
import { expectNoSidewaysScroll } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

test('分类’s search bar opens 搜索, and typing offers suggestions @android', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  try {
    await page.goto('/m/category');
    await page.getByRole('link', { name: '搜索商品' }).click();
    await expect(page).toHaveURL(/\/m\/search$/);
    const box = page.getByRole('searchbox', { name: '搜索商品' });
    await expect(box).toBeFocused();
    await box.fill('手机');
    const suggestions = page.getByRole('list', { name: '搜索建议' });
    await expect(suggestions.getByRole('button').first()).toBeVisible();
    await expectCalled(sandbox, 'searchContent', { where: { keyword: '手机' } });
    await a11y.check('suggestions');
    const word = (await suggestions.getByRole('button').first().textContent()) ?? '';
    await suggestions.getByRole('button').first().click();
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === word.trim());
    await expect(suggestions).toBeHidden();
    await expectNoSidewaysScroll(page);
  } finally {
    await sandbox.dispose();
  }
});

test('a price range on the results is checked, applied and kept after 返回 @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  try {
    await page.goto('/m/search?keyword=%E6%89%8B%E6%9C%BA');
    const main = page.getByRole('main');
    const filter = main.getByRole('form', { name: '价格区间' });
    await filter.getByRole('textbox', { name: '最低价（元）' }).fill('5000');
    await filter.getByRole('textbox', { name: '最高价（元）' }).fill('100');
    await filter.getByRole('button', { name: '确定' }).click();
    await expect(filter.getByRole('alert')).toHaveText('最低价不能高于最高价');
    await expect(page).not.toHaveURL(/min=/);

    await filter.getByRole('textbox', { name: '最低价（元）' }).fill('100');
    await filter.getByRole('textbox', { name: '最高价（元）' }).fill('5000');
    await filter.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/min=100&max=5000/);
    await expect(filter.getByRole('alert')).toBeHidden();
    const prices = main.getByRole('link').filter({ has: page.locator('img') });
    await expect(prices.first()).toBeVisible();
    await a11y.check('price filter');

    await prices.first().click();
    await expect(page).toHaveURL(/\/m\/goods\/\d+/);
    await expect(page.getByTestId('goods-price')).toBeVisible();
    await a11y.check('a goods found');
    await page.goBack();
    await expect(page).toHaveURL(/min=100&max=5000/);
    await expect(filter.getByRole('textbox', { name: '最低价（元）' })).toHaveValue('100');
    await expect(filter.getByRole('textbox', { name: '最高价（元）' })).toHaveValue('5000');
    await expectNoSidewaysScroll(page);
  } finally {
    await sandbox.dispose();
  }
});
