// Sizes on a phone: every control of every page is a 44×44 CSS px target (itself or its label),
// and at 150 % text the cart, checkout and coupon pages cut no price, total or coupon threshold,
// on the device's width and on a 320 px screen.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';
import { cutMoneyTexts, enlargeText, smallTapTargets } from '../support/sizes.js';

const VISITOR_PAGES = [
  '/m',
  '/m/category',
  '/m/category?cid=11',
  '/m/search',
  '/m/search?keyword=%E8%80%B3%E6%9C%BA',
  '/m/goods/1001',
  '/m/flash',
  '/m/article/1',
  '/m/post/1',
  '/m/topic/3',
  '/m/cart',
  '/m/login',
  '/m/register',
  '/m/password-reset',
  '/m/me',
  '/m/history',
  '/m/service',
  '/m/no-such-page',
];

const SHOPPER_PAGES = [
  '/m/me',
  '/m/cart',
  '/m/checkout',
  '/m/orders',
  '/m/orders?state=afterSale',
  '/m/orders/10005',
  '/m/refunds/1',
  '/m/addresses',
  '/m/addresses/new',
  '/m/coupons',
  '/m/favorites',
  '/m/history',
  '/m/messages',
  '/m/settings',
  '/m/settings?form=password',
  '/m/settings?form=mobile',
  '/m/service',
];

async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function expectBigTargets(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await settled(page, path);
    expect.soft(await smallTapTargets(page), `controls under 44×44 on ${path}`).toEqual([]);
  }
}

test('every control of every page a visitor opens is at least 44×44 @android', async ({ page }) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page);
  try {
    await expectBigTargets(page, VISITOR_PAGES);
  } finally {
    await sandbox.dispose();
  }
});

test("every control of a shopper's pages is at least 44×44 @android", async ({ page }) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/me');
    await expectBigTargets(page, SHOPPER_PAGES);
  } finally {
    await sandbox.dispose();
  }
});

test('at 150 % text no price, total or threshold is cut on the cart, checkout and coupons @android', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/cart');
    const size = page.viewportSize()!;
    for (const width of [size.width, 320]) {
      await page.setViewportSize({ width, height: size.height });
      for (const path of ['/m/cart', '/m/checkout', '/m/coupons', '/m/coupons?tab=mine']) {
        await settled(page, path);
        await enlargeText(page);
        expect.soft(await cutMoneyTexts(page), `cut at 150 % on ${path} at ${width}px`).toEqual([]);
      }
    }
  } finally {
    await sandbox.dispose();
  }
});
