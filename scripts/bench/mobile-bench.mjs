// mobile: the phone shop at /m (m.html). The gzip JS+CSS of its first load (m.html's own tags plus
// what an emulated phone fetches for /m until the network is idle), what each other page adds to
// that when opened by a logged-in shopper (so a login-only page is measured, not the login page a
// visitor is sent to), and Lighthouse's mobile preset (its default throttling) on /m, a goods page,
// /m/category and /m/cart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MOBILE_BASE, MOBILE_ROUTES } from '@storefront/contracts';
import {
  CHROMIUM,
  categoryFigures,
  eagerAssetsOf,
  gzipSize,
  lighthousePages,
  realTargets,
} from './client-bench.mjs';
import { figure } from './lib/figures.mjs';
import { logInDemo } from './lib/demo-login.mjs';

export const MOBILE_FIRST_LOAD_KB = 170;
export const MOBILE_PAGE_KB = 50;
/** Lighthouse mobile minimums: performance 0.90, the other three 0.95. */
export const MOBILE_LIGHTHOUSE_GOALS = { performance: 0.9 };

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

/** The router path of a mobile route with its parameters filled (ids that exist where it matters). */
const routeUrl = (routePath, { goodsId }) =>
  `${MOBILE_BASE}/${routePath
    .replace(':goodsId', String(goodsId))
    .replace(':orderId', '1')
    .replace(':id', routePath.startsWith('addresses') ? 'new' : '1')}`.replace(/\/$/, '');

/** The demo account's session (cookies), from a login through the desktop's login form. */
const demoSession = async (browser, serverUrl) => {
  const context = await browser.newContext();
  try {
    await logInDemo(await context.newPage(), serverUrl);
    return await context.storageState();
  } finally {
    await context.close();
  }
};

/** JS and CSS under /assets/ an emulated phone fetched for `url` until the network went idle. */
const requestedBy = async (browser, url, storageState) => {
  const context = await browser.newContext({ ...PHONE, ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    const seen = new Set();
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (/^\/assets\/.+\.(js|css)$/.test(pathname)) seen.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    return seen;
  } finally {
    await context.close();
  }
};

const kb = (bytes) => bytes / 1024;

const bundleFigures = async ({ serverUrl, dist, mockUrl, log }) => {
  const html = readFileSync(path.join(dist, 'm.html'), 'utf8');
  const sizeOf = (urlPath) => gzipSize(path.join(dist, urlPath));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const { goodsId } = await realTargets(mockUrl);
  try {
    const session = await demoSession(browser, serverUrl);
    const first = new Set([
      ...eagerAssetsOf(html),
      ...(await requestedBy(browser, `${serverUrl}${MOBILE_BASE}`)),
    ]);
    const firstBytes = [...first].reduce((sum, u) => sum + sizeOf(u), 0);
    const biggest = [...first]
      .map((u) => ({ u, size: sizeOf(u) }))
      .sort((a, b) => b.size - a.size)
      .slice(0, 3);
    const figures = [
      figure({
        group: 'mobile',
        name: '/m first load JS+CSS (gzip)',
        value: kb(firstBytes),
        unit: 'KB',
        goal: { max: MOBILE_FIRST_LOAD_KB },
        detail: `${first.size} files; biggest ${biggest.map((b) => `${path.basename(b.u)} ${kb(b.size).toFixed(1)}`).join(', ')}`,
      }),
    ];
    for (const route of MOBILE_ROUTES) {
      if (route.path === '') continue;
      const url = routeUrl(route.path, { goodsId });
      const added = [...(await requestedBy(browser, `${serverUrl}${url}`, session))].filter(
        (u) => !first.has(u),
      );
      const bytes = added.reduce((sum, u) => sum + sizeOf(u), 0);
      log(`  ${url}: +${kb(bytes).toFixed(1)} KB in ${added.length} files`);
      figures.push(
        figure({
          group: 'mobile',
          name: `${url} adds (gzip)`,
          value: kb(bytes),
          unit: 'KB',
          goal: { max: MOBILE_PAGE_KB },
          detail: added
            .map((u) => ({ u, size: sizeOf(u) }))
            .sort((a, b) => b.size - a.size)
            .slice(0, 2)
            .map((b) => `${path.basename(b.u)} ${kb(b.size).toFixed(1)}`)
            .join(', '),
        }),
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
};

const lighthouseFigures = async ({ serverUrl, mockUrl, log }) => {
  const { goodsId } = await realTargets(mockUrl);
  const pages = [
    ['/m', MOBILE_BASE],
    ['/m/goods/:id', `${MOBILE_BASE}/goods/${goodsId}`],
    ['/m/category', `${MOBILE_BASE}/category`],
    ['/m/cart', `${MOBILE_BASE}/cart`],
  ];
  const figures = [];
  const results = await lighthousePages(serverUrl, pages, {
    preset: 'mobile',
    onPage: (label, lhr) =>
      log(
        `  ${label}: ${Object.values(lhr.categories)
          .map((c) => `${c.id} ${c.score}`)
          .join(', ')}`,
      ),
  });
  for (const { label, lhr } of results) {
    figures.push(...categoryFigures(label, lhr, { group: 'mobile', goals: MOBILE_LIGHTHOUSE_GOALS }));
    figures.push(
      figure({
        group: 'mobile',
        name: `${label} LCP / TBT`,
        value: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
        unit: 'ms',
        detail: `TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms, CLS ${lhr.audits['cumulative-layout-shift']?.displayValue ?? '—'}`,
      }),
    );
  }
  return figures;
};

export const run = async (ctx) => [...(await bundleFigures(ctx)), ...(await lighthouseFigures(ctx))];
