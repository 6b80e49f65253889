// GET /__mock/console: the page shell of the mock's console (Chinese, or English with ?lang=en) and
// its script and stylesheet. The script is built from mock-api/console/ by the workspace build into
// dist/console; the shell names the catalogue's operations for the filter and rule inputs in a
// <datalist>, so the browser needs no second request for them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { endpointNames } from '@storefront/contracts';
import express, { type Router } from 'express';
import { CONSOLE_CSS } from './console-style.js';
import { escapeHtml } from './html.js';

/** Scripts and styles from the console itself only; it talks to /__mock only. */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Where the built console lives: beside the running main.js, or under the workspace. */
export function findConsoleDir(): string | null {
  const candidates = [
    process.argv[1] ? resolve(dirname(process.argv[1]), 'console') : null,
    resolve(process.cwd(), 'dist', 'console'),
    resolve(process.cwd(), 'mock-api', 'dist', 'console'),
    resolve(__dirnameSafe(), '..', '..', '..', 'dist', 'console'),
  ];
  return candidates.find((dir): dir is string => dir !== null && existsSync(join(dir, 'main.js'))) ?? null;
}

// Compiled to CommonJS under jest and to ESM for Node: neither __dirname nor import.meta is safe in both.
function __dirnameSafe(): string {
  return typeof __dirname === 'string' ? __dirname : process.cwd();
}

/** The meta tag the console reads the shop's address from (shop-link.ts). */
export const SHOP_URL_META = 'storefront-shop-url';

export function renderConsolePage(lang: 'zh' | 'en', built: boolean, shopUrl: string | null = null): string {
  const title = lang === 'en' ? 'Mock console' : 'Mock 控制台';
  const notBuilt =
    lang === 'en'
      ? 'The console script is not built yet: run npm run build -w mock-api (npm start does it for you).'
      : '控制台脚本尚未构建：请运行 npm run build -w mock-api（npm start 会自动构建）。';
  const loading = lang === 'en' ? 'Loading the console…' : '控制台加载中…';
  const noScript = lang === 'en' ? 'The console needs JavaScript.' : '控制台需要启用 JavaScript。';
  return `<!doctype html>
<html lang="${lang === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
${shopUrl ? `<meta name="${SHOP_URL_META}" content="${escapeHtml(shopUrl)}">\n` : ''}<link rel="stylesheet" href="/__mock/console/console.css">
${built ? '<script type="module" src="/__mock/console/main.js"></script>' : ''}
</head>
<body>
<div id="app"><main><p>${escapeHtml(built ? loading : notBuilt)}</p><noscript><p>${escapeHtml(noScript)}</p></noscript></main></div>
<datalist id="operation-names">${endpointNames.map((name) => `<option value="${escapeHtml(name)}"></option>`).join('')}</datalist>
</body>
</html>`;
}

const SCRIPT_NAME = /^[a-z][a-z0-9-]*\.js$/;

export function createConsoleRouter(
  consoleDir: string | null = findConsoleDir(),
  shopUrl: string | null = null,
): Router {
  const router = express.Router();
  // Read on each request (a handful of small files): a rebuilt console shows without a restart.
  const script = (name: string): Buffer | null => {
    if (!consoleDir || !SCRIPT_NAME.test(name)) return null;
    const file = join(consoleDir, name);
    return existsSync(file) ? readFileSync(file) : null;
  };

  router.get('/console', (req, res) => {
    const lang = req.query.lang === 'en' ? 'en' : 'zh';
    res
      .set({
        'Content-Security-Policy': CONSOLE_CSP,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      })
      .type('html')
      .send(renderConsolePage(lang, script('main.js') !== null, shopUrl));
  });
  router.get('/console/console.css', (_req, res) => {
    res.set({ 'Cache-Control': 'no-cache' }).type('text/css').send(CONSOLE_CSS);
  });
  router.get('/console/:file', (req, res, next) => {
    const body = script(String(req.params.file));
    if (!body) return next();
    res
      .set({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' })
      .type('text/javascript')
      .send(body);
  });
  return router;
}
