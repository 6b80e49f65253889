// Every page of the phone shop, as a visitor and logged in, in one pass per page: axe finds nothing
// serious or critical, every control is a 44×44 CSS px target (itself or its label), and nothing is
// wider than the device's screen nor than a 320 px one (the narrowest phone still sold).
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { expectNoSidewaysScroll, phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';
import { smallTapTargets } from '../support/sizes.js';

/** Opens `path`, waits for its heading, runs axe and the tap-target check, then checks the width at the device's size and at 320 px. */
async function visit(page: Page, a11y: { check: (label?: string) => Promise<void> }, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Let lazy content (lists, pictures) arrive before judging it.
  await page.waitForLoadState('networkidle');
  await a11y.check();
  expect.soft(await smallTapTargets(page), `controls under 44×44 on ${path}`).toEqual([]);
  await expectNoSidewaysScroll(page);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: size.height });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(size);
}

test('every page a visitor can open passes axe, has 44×44 controls and fits a 320 px screen @android', async ({
  page,
  a11y,
}) => {
  test.setTimeout(180_000);
  const sandbox = await useSandbox(page);
  try {
    for (const path of [
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
    ])
      await test.step(path, () => visit(page, a11y, path));
  } finally {
    await sandbox.dispose();
  }
});

test('every page of a logged-in shopper passes axe, has 44×44 controls and fits a 320 px screen @android', async ({
  page,
  a11y,
}) => {
  test.setTimeout(180_000);
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/me');
    await a11y.check();
    for (const path of [
      '/m/cart',
      '/m/checkout',
      '/m/orders',
      '/m/orders?state=waitDelivery',
      '/m/orders?state=afterSale',
      '/m/orders/10005',
      '/m/refunds/1',
      '/m/me',
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
    ])
      await test.step(path, () => visit(page, a11y, path));

    // An unpaid order's detail and its pay page, reached as a person does.
    await page.goto('/m/orders?state=waitPay');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m\/orders\/\d+$/);
    await visit(page, a11y, new URL(page.url()).pathname);
    await page.getByRole('main').getByRole('link', { name: '去支付' }).click();
    await expect(page).toHaveURL(/\/m\/pay\/\d+$/);
    await visit(page, a11y, new URL(page.url()).pathname);
  } finally {
    await sandbox.dispose();
  }
});
