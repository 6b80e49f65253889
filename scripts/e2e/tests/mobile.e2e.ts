// Mobile user agents are sent to the matching page of the mobile shop (see docs/product-rules.md and
// docs/architecture.md), except on the product list and the limited-time Taobao goods pages; on those a
// click into the rest of the shop leaves for /m too. The mobile shop's own journeys are elsewhere.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('the shop redirects to the matching mobile page, except the product list and Taobao goods', async ({
    page,
    a11y,
  }) => {
    const response = await page.goto('/home');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/home$/);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
    await expect(page).toHaveURL(/\/m$/);

    await page.goto('/SearchProduct?keyword=%E8%8C%B6');
    await expect(page).toHaveURL(/\/m\/search\?keyword=%E8%8C%B6$/);
    await page.goto('/shoppingCart');
    await expect(page).toHaveURL(/\/m\/cart$/);

    await page.goto('/Classify/products');
    await expect(page).toHaveURL(/\/Classify\/products/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // Redirects, and mobile pages whose own journeys check them.
    for (const passed of ['/home', '/SearchProduct', '/shoppingCart', '/m', '/m/search', '/m/cart'])
      a11y.passThrough(passed);
    await a11y.check();

    // Inside the desktop page, moving on to another page leaves for the mobile site as well.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/m$/);

    await page.goto('/limitedTime/TaobaoGoods');
    await expect(page).toHaveURL(/\/limitedTime\/TaobaoGoods$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();
  });
});

test.describe('on a 390 px phone screen', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The page fits the screen: no sideways scrolling, and the browser did not zoom out to fit it. */
  const expectNoSidewaysScroll = async (page: Page) => {
    const size = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(size.innerWidth).toBe(390);
    expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
  };

  test('the two pages a phone stays on fit the screen', async ({ page, a11y }) => {
    await page.goto('/Classify/products');
    await expect(page).toHaveURL(/\/Classify\/products$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();
    await expect(main.getByRole('button', { name: '确定' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await a11y.check('phone width');

    await page.goto('/limitedTime/TaobaoGoods');
    await expect(page).toHaveURL(/\/limitedTime\/TaobaoGoods$/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^去淘宝购买/ })
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await a11y.check('phone width');
  });
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID });

  test('a product page redirects to its mobile page', async ({ page }) => {
    await page.goto('/Goods?id=1001');
    await expect(page).toHaveURL(/\/m\/goods\/1001$/);
  });
});

test('a desktop browser stays on the desktop shop', async ({ page, a11y }) => {
  const response = await page.goto('/limitedTime');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/limitedTime$/);
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /限时优惠/ }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check();
});
