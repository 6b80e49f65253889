// client: the gzip JS+CSS the home page loads before interaction (index.html's own tags plus what
// Chromium requests for /home until the load event), the largest lazy chunk, and Lighthouse
// (desktop preset, Debian's Chromium) for /home, a goods page and a search page.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure } from './lib/figures.mjs';
import { call } from './lib/wire.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
];
export const HOME_BUDGET_KB = 200;

/** The /assets/… JS and CSS that index.html itself loads: module scripts, modulepreloads, stylesheets. */
export const eagerAssetsOf = (html) => {
  const found = new Set();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || !/^\/assets\/.+\.(js|css)$/.test(url)) continue;
    if (tag.startsWith('<script') || /rel="(modulepreload|stylesheet)"/.test(tag)) found.add(url);
  }
  return [...found];
};

/** Gzip size of a built file: its precompressed .gz when the build wrote one, else gzip -9 now. */
export const gzipSize = (file) =>
  existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;

/** JS and CSS under /assets/ that Chromium fetched for `url` before the load event. */
const requestedBeforeLoad = async (url) => {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
    const seen = new Set();
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (/^\/assets\/.+\.(js|css)$/.test(pathname)) seen.add(pathname);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return [...seen];
  } finally {
    await browser.close();
  }
};

const bundleFigures = async ({ serverUrl, dist }) => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const eager = new Set([...eagerAssetsOf(html), ...(await requestedBeforeLoad(`${serverUrl}/home`))]);
  const sizeOf = (urlPath) => gzipSize(path.join(dist, urlPath));
  const eagerBytes = [...eager].reduce((sum, urlPath) => sum + sizeOf(urlPath), 0);
  const biggestEager = [...eager]
    .map((u) => ({ u, size: sizeOf(u) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 3);
  // The phone shop's entry and what m.html loads with it are eager for /m, budgeted by mobile-bench.mjs.
  const mobileHtml = path.join(dist, 'm.html');
  const mobileEager = new Set(existsSync(mobileHtml) ? eagerAssetsOf(readFileSync(mobileHtml, 'utf8')) : []);
  const lazy = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !eager.has(`/assets/${f}`) && !mobileEager.has(`/assets/${f}`))
    .map((f) => ({ f, size: sizeOf(`/assets/${f}`) }))
    .sort((a, b) => b.size - a.size);
  return [
    figure({
      group: 'client',
      name: 'home JS+CSS before interaction (gzip)',
      value: eagerBytes / 1024,
      unit: 'KB',
      goal: { max: HOME_BUDGET_KB },
      detail: `${eager.size} files; biggest ${biggestEager.map((b) => `${path.basename(b.u)} ${(b.size / 1024).toFixed(1)}`).join(', ')}`,
    }),
    figure({
      group: 'client',
      name: 'largest lazy chunk (gzip)',
      value: lazy[0] ? lazy[0].size / 1024 : 0,
      unit: 'KB',
      goal: { max: 50 },
      detail: lazy[0] ? `${lazy[0].f} of ${lazy.length} lazy chunks` : 'no lazy chunks',
    }),
  ];
};

/** A goods id and a search word that exist in this run's catalogue. */
const realTargets = async (mockUrl) => {
  const hot = await call(mockUrl, 'getHotGoods', { pageNum: 1, pageSize: 1 });
  const words = await call(mockUrl, 'getSearchHotWord', { searchType: 1 });
  const word = words.result[0]?.wordName ?? hot.result.list[0].name.slice(0, 2);
  return { goodsId: hot.result.list[0].goodsId, word };
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The four category scores of one page, each a figure, with the failing audits' evidence; `goals`
 * maps a category to its minimum (0.95 unless given).
 */
const categoryFigures = (label, lhr, { group = 'lighthouse', goals = {} } = {}) => {
  const { categories, audits } = lhr;
  const failingRefs = (category) =>
    categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .sort((a, b) => b.weight - a.weight);
  return CATEGORIES.map((category) => {
    const score = categories[category].score;
    const row = figure({
      group,
      name: `${label} ${category}`,
      value: score,
      goal: { min: goals[category] ?? 0.95 },
      detail:
        score < 1
          ? failingRefs(category)
              .slice(0, 3)
              .map((ref) => ref.id)
              .join(', ')
          : '',
    });
    // For the JSON report: the elements behind each failing audit, so a page's owner can fix them.
    if (score < 1)
      row.failing = failingRefs(category).map((ref) => ({
        audit: ref.id,
        title: audits[ref.id].title,
        value: audits[ref.id].displayValue ?? null,
        items: (audits[ref.id].details?.items ?? [])
          .slice(0, 5)
          .map((item) => item.node?.selector ?? item.node?.snippet ?? item.url ?? null),
      }));
    return row;
  });
};

/**
 * Runs Lighthouse on each [label, urlPath] in one Chromium; `prepare(cdpPort)` runs first (a login).
 * `keepStorage` keeps cookies and localStorage between pages (Lighthouse clears them otherwise).
 * `preset: 'mobile'` uses Lighthouse's default config: a mid-range phone with its default throttling.
 */
export const lighthousePages = async (
  serverUrl,
  pages,
  { prepare, keepStorage = false, onPage, preset = 'desktop' } = {},
) => {
  const { default: lighthouse } = await import('lighthouse');
  const desktopConfig =
    preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results = [];
  try {
    if (prepare) await prepare(chrome.port);
    for (const [label, urlPath] of pages) {
      const result = await lighthouse(
        `${serverUrl}${urlPath}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          disableStorageReset: keepStorage,
        },
        desktopConfig,
      );
      results.push({ label, lhr: result.lhr });
      onPage?.(label, result.lhr);
    }
  } finally {
    await chrome.kill();
  }
  return results;
};

const lighthouseFigures = async ({ serverUrl, mockUrl }) => {
  const { goodsId, word } = await realTargets(mockUrl);
  const pages = [
    ['/home', '/home'],
    ['/Goods', `/Goods?id=${goodsId}`],
    ['/SearchProduct', `/SearchProduct?keyword=${encodeURIComponent(word)}`],
  ];
  const figures = [];
  for (const { label, lhr } of await lighthousePages(serverUrl, pages)) {
    figures.push(...categoryFigures(label, lhr));
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    figures.push(
      figure({
        group: 'lighthouse',
        name: `${label} LCP`,
        value: metric('largest-contentful-paint'),
        unit: 'ms',
        goal: { max: 2500 },
      }),
      figure({
        group: 'lighthouse',
        name: `${label} TBT`,
        value: metric('total-blocking-time'),
        unit: 'ms',
        goal: { max: 200 },
      }),
      figure({
        group: 'lighthouse',
        name: `${label} CLS`,
        value: metric('cumulative-layout-shift'),
        goal: { max: 0.1 },
      }),
    );
  }
  return figures;
};

export { categoryFigures, realTargets };

export const run = async (ctx) => [...(await bundleFigures(ctx)), ...(await lighthouseFigures(ctx))];
