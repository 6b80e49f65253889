// The desktop shop on narrower windows, in a sandbox of the demo account: at 1024 px no page scrolls
// sideways; at 640 CSS px (a 1280 px window at 200 % zoom, WCAG 1.4.10) the cart's 合计 and 去结算 and
// the checkout's 应付金额 and 提交订单 are inside the window, and the goods and order lists reflow.
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { loginAsDemo } from '../support/session.js';
import { expectNoSidewaysScroll } from '../support/phone.js';
import { expectWithinWindowWidth } from './shop.js';

const PAGES_AT_1024 = [
  '/home',
  '/Goods?id=1009',
  '/SearchProduct?keyword=茶',
  '/limitedTime',
  '/Classify',
  '/shoppingCart',
  '/CreateOrder?source=cart',
  '/orders',
  '/address',
  '/coupon',
];

test('no desktop page scrolls sideways at 1024 px', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  try {
    await page.setViewportSize({ width: 1024, height: 768 });
    await loginAsDemo(page, '/home');
    for (const path of PAGES_AT_1024) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await a11y.check('coupons at 1024 px');
  } finally {
    await sandbox.dispose();
  }
});

/** The pages that overflowed sideways at 640 CSS px (goods cards' price rows, the group countdown, order lines, the goods page's two columns). */
const PAGES_AT_640 = [
  '/home',
  '/limitedTime',
  '/SearchProduct?keyword=茶',
  '/group',
  '/orders',
  '/Goods?id=1001',
];

test('the shop reflows at 640 px (200 % zoom of 1280): no page scrolls sideways', async ({ page }) => {
  const sandbox = await useSandbox(page);
  try {
    await page.setViewportSize({ width: 640, height: 400 });
    await loginAsDemo(page, '/home');
    for (const path of PAGES_AT_640) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      // Every call answered: the goods cards and order lines (the widths that overflowed) are laid out.
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
    }
  } finally {
    await sandbox.dispose();
  }
});

test('at 640 px the cart and the checkout keep their total and their button in the window', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.setViewportSize({ width: 640, height: 400 });
    await loginAsDemo(page, '/shoppingCart');
    await expect(main.getByRole('listitem').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    const total = main.getByText(/合计（不含运费）/);
    const settle = main.getByRole('button', { name: '去结算' });
    // The bar is sticky: both are in view without scrolling at all.
    await expect(total).toBeInViewport();
    await expect(settle).toBeInViewport();
    await expectWithinWindowWidth(page, '合计', await total.boundingBox());
    await expectWithinWindowWidth(page, '去结算', await settle.boundingBox());
    await a11y.check('cart at 640 px');

    await settle.click();
    await expect(main.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const payable = main.getByText(/应付金额/);
    const submit = main.getByRole('button', { name: '提交订单' });
    await submit.scrollIntoViewIfNeeded();
    await expectWithinWindowWidth(page, '应付金额', await payable.boundingBox());
    await expectWithinWindowWidth(page, '提交订单', await submit.boundingBox());
    await a11y.check('checkout at 640 px');
  } finally {
    await sandbox.dispose();
  }
});
