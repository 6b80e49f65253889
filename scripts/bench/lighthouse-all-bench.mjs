// lighthouse-all (opt-in: BENCH_ONLY=lighthouse-all): Lighthouse's four categories on every route of
// the SPA route list, the routes that need a session after a real login of the demo account, routes
// that show one thing given a real id. The table gets the lowest five scores; the JSON keeps all.
import { SPA_ROUTES } from '@storefront/contracts';
import { categoryFigures, lighthousePages, realTargets } from './client-bench.mjs';
import { logInDemo } from './lib/demo-login.mjs';

export const SHOWN_LOWEST = 5;

/** Logs the demo account in through the login form, as a person does; the session stays in the browser. */
const logIn = (serverUrl) => async (cdpPort) => {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const page = await browser.contexts()[0].newPage();
  await logInDemo(page, serverUrl);
  await page.close();
  await browser.close();
};

export const run = async ({ serverUrl, mockUrl, log }) => {
  const { goodsId, word } = await realTargets(mockUrl);
  const query = { '/Goods': `?id=${goodsId}`, '/SearchProduct': `?keyword=${encodeURIComponent(word)}` };
  const pages = SPA_ROUTES.map((route) => [route.path, `${route.path}${query[route.path] ?? ''}`]);
  const results = await lighthousePages(serverUrl, pages, {
    prepare: logIn(serverUrl),
    keepStorage: true,
    // Progress, one line a page: the four scores, then the audits that cost points.
    onPage: (label, lhr) => {
      const rows = categoryFigures(label, lhr);
      const failing = [...new Set(rows.flatMap((row) => (row.detail ? row.detail.split(', ') : [])))];
      log(
        `${label}: ${rows.map((row) => Math.round(row.value * 100)).join(' ')}${failing.length ? ` (${failing.join(', ')})` : ''}`,
      );
    },
  });
  const all = results.flatMap(({ label, lhr }) => categoryFigures(label, lhr));
  const lowest = [...all].sort((a, b) => a.value - b.value).slice(0, SHOWN_LOWEST);
  for (const row of all) row.group = 'lighthouse-all';
  // The lowest five in the table; every score in the JSON (as `all`, on the first row).
  return lowest.map((row, i) =>
    i === 0 ? { ...row, all: all.map(({ name, value, detail }) => ({ name, value, detail })) } : row,
  );
};
