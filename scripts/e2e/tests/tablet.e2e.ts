// An iPad gets one shop under either of its user agents: the phone shop, laid out as a 750 px
// column centred on the screen with its fixed bars inside that column, so cards keep phone
// proportions instead of stretching to the tablet's width. A Mac stays on the desktop site.
import { devices, type Browser, type Page } from '@playwright/test';
import { test, expect } from './support/fixtures.js';

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

const openAs = async (
  browser: Browser,
  baseURL: string | undefined,
  options: { userAgent: string; touchPoints: number; landscape?: boolean },
): Promise<Page> => {
  const ipad = devices['iPad (gen 7)'];
  const viewport = options.landscape
    ? { width: ipad.viewport.height, height: ipad.viewport.width }
    : ipad.viewport;
  const context = await browser.newContext({ ...ipad, baseURL, viewport, userAgent: options.userAgent });
  // iPadOS reports its touch points; a Mac reports 0 (Chromium's emulation says 1 with touch on).
  await context.addInitScript((points) => {
    Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => points });
  }, options.touchPoints);
  return context.newPage();
};

/** The page's column and its fixed tab bar, in CSS px. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const body = document.body.getBoundingClientRect();
    const bar = document.querySelector('nav[aria-label="底部导航"]')?.getBoundingClientRect();
    return {
      viewport: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      body: { left: body.left, width: body.width },
      bar: bar ? { left: bar.left, width: bar.width } : null,
    };
  });

test('an iPad in either user agent gets the phone shop as a centred column', async ({ browser, baseURL }) => {
  for (const [label, userAgent, landscape] of [
    ['iPad user agent, portrait', devices['iPad (gen 7)'].userAgent, false],
    ['iPadOS desktop-class user agent, landscape', MAC_SAFARI, true],
  ] as const) {
    const page = await openAs(browser, baseURL, { userAgent, touchPoints: 5, landscape });
    await page.goto('/home');
    await expect(page, label).toHaveURL(/\/m\/?$/);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    const figures = await layout(page);
    expect(figures.scrollWidth, label).toBeLessThanOrEqual(figures.viewport);
    expect(figures.body.width, label).toBe(750);
    expect(figures.body.left, label).toBeCloseTo((figures.viewport - 750) / 2, 0);
    expect(figures.bar, `${label}: the tab bar sits in the column`).toMatchObject({
      left: figures.body.left,
      width: 750,
    });
    await page.context().close();
  }
});

test('a Mac (no touch) stays on the desktop site', async ({ browser, baseURL }) => {
  const page = await openAs(browser, baseURL, { userAgent: MAC_SAFARI, touchPoints: 0, landscape: true });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.context().close();
});
