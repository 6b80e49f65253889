// The mobile shop (the client's second Vite entry, m.html) under /m: every known mobile page gets
// m.html with 200, any other path under /m gets it with 404 (the shop shows its 页面不存在 page while
// crawlers and monitors see the truth). Held in memory with its encodings like index.html, with the
// same revalidating cache header; the security headers come from the chain before it. Before the
// client is built, a short Chinese page with 503 says so instead of a crash or a blank page.
import path from 'node:path';
import type { RequestHandler } from 'express';
import { findMobileRoute, isMobileSitePath } from '@storefront/contracts';
import { indexPageCache, sendIndexPage } from './index-page.js';
import { REVALIDATE } from './static-client.js';

export const MOBILE_PAGE_FILE = 'm.html';

export const MOBILE_NOT_BUILT_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>移动版暂不可用</title></head>
<body><h1>移动版暂不可用</h1><p>商城移动版尚未构建完成，请稍后刷新重试，或在电脑上访问 <a href="/home">商城首页</a>。</p>
<p lang="en">The mobile shop has not been built yet: run <code>npm start</code> or <code>npm run build -w client</code>.</p></body></html>`;

export const mobileSite = (clientDist: string): RequestHandler => {
  const page = indexPageCache(path.join(clientDist, MOBILE_PAGE_FILE));
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isMobileSitePath(req.path)) return next();
    const built = page();
    if (!built) {
      res.status(503).type('html').set({ 'Cache-Control': 'no-store', 'Retry-After': '10' });
      res.send(MOBILE_NOT_BUILT_PAGE);
      return;
    }
    sendIndexPage(req, res, built, findMobileRoute(req.path) ? 200 : 404, REVALIDATE);
  };
};
