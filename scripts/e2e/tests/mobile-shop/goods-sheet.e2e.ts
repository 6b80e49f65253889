// Android's back button (the browser's back) with the spec sheet open closes the sheet and stays on
// the product; a second back leaves it.
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';

test('back with the spec sheet open closes the sheet, not the product @android', async ({ page }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.goto('/m');
    await main.getByTestId('goods-card').first().click();
    await expect(page).toHaveURL(/\/m\/goods\/\d+$/);
    const product = new URL(page.url()).pathname;
    await page.getByRole('button', { name: '加入购物车' }).click();
    const sheet = page.getByRole('dialog', { name: '选择规格' });
    await expect(sheet).toBeVisible();

    await page.goBack();
    await expect(sheet).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(product);
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();

    // Closed by its own button, the sheet leaves no entry behind: one back leaves the product.
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: /关闭/ }).click();
    await expect(sheet).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/m$/);
  } finally {
    await sandbox.dispose();
  }
});

test('客服 opens the shop’s own 客服 page and back returns to the product', async ({ page }) => {
  const sandbox = await useSandbox(page);
  try {
    await page.goto('/m/goods/1001');
    const service = page.getByRole('link', { name: '客服' });
    await expect(service).not.toHaveAttribute('target', '_blank');
    await service.click();
    await expect(page).toHaveURL(/\/m\/service$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/goods\/1001$/);
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});
