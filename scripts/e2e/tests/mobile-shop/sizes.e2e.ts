// Sizes on a phone: at 150 % text the cart, checkout and coupon pages cut no price, total or coupon
// threshold, on the device's width and on a 320 px screen. (Every page's 44×44 controls are checked
// in every-page.e2e.ts, in the same pass as axe.)
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';
import { cutMoneyTexts, enlargeText } from '../support/sizes.js';

async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

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
