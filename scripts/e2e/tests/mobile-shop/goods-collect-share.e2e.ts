// 收藏 and 分享 on the product page. A visitor's 收藏 asks for login and comes back with the goods
// collected; a shopper toggles it (已收藏 / 收藏). Without a share sheet, 分享 copies the goods' link.
import { test, expect } from '../support/fixtures.js';
import { expectCalled } from '../support/expect-called.js';
import { phoneLogin, submitPhoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

test('a visitor’s 收藏 logs in, comes back and collects; a shopper takes it back @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  try {
    await page.goto('/m/goods/1001');
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await submitPhoneLogin(page);
    await expect(page).toHaveURL(/\/m\/goods\/1001$/);
    const collected = page.getByRole('button', { name: '已收藏' });
    await expect(collected).toBeVisible();
    await expectCalled(sandbox, 'addGoodsCollect', { where: { targetId: 1001, collect: 1 }, times: 1 });
    await a11y.check('goods collected');

    // Logged in: the same button takes it back, and collects again.
    await collected.click();
    await expect(page.getByRole('button', { name: '收藏', exact: true })).toBeVisible();
    await expectCalled(sandbox, 'addGoodsCollect', { where: { targetId: 1001, collect: 0 } });
    await page.reload();
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});

test('a shopper’s 收藏 shows 已收藏 at once and after a reload', async ({ page }) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/goods/1002');
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});

test('分享 without a share sheet copies the goods’ link and says so @android', async ({ page, context }) => {
  const sandbox = await useSandbox(page);
  try {
    // Desktop-like browsers have no navigator.share: the link is copied instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/m/goods/1001');
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('链接已复制')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe('/m/goods/1001');
  } finally {
    await sandbox.dispose();
  }
});
