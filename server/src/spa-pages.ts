// Page navigations: the known SPA routes (one list shared with the client's route table) get
// index.html with 200, `/` goes to the home page, and any other path gets index.html with 404 so the
// SPA renders its page404 while crawlers and monitors still see the truth.
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { HOME_PATH, findSpaRoute } from '@storefront/contracts';
import { indexPageCache, sendIndexPage } from './index-page.js';
import { REVALIDATE } from './static-client.js';

const NOT_BUILT_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>前端尚未构建</title></head>
<body><h1>前端尚未构建</h1><p>The web client has not been built yet: run <code>npm start</code> or <code>npm run build -w client</code>.</p></body></html>`;

export const redirectRoot: RequestHandler = (req, res, next) => {
  if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  const queryStart = req.originalUrl.indexOf('?');
  res.redirect(302, HOME_PATH + (queryStart >= 0 ? req.originalUrl.slice(queryStart) : ''));
};

export const spaPages = (
  clientDist: string,
  indexPage = indexPageCache(path.join(clientDist, 'index.html')),
): RequestHandler => {
  const sendIndex = (req: Request, res: Response, status: number): void => {
    const page = indexPage();
    if (!page) {
      res.status(503).type('html').set('Cache-Control', 'no-store').send(NOT_BUILT_PAGE);
      return;
    }
    sendIndexPage(req, res, page, status, REVALIDATE);
  };

  return (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).type('text').send('Not Found');
      return;
    }
    sendIndex(req, res, findSpaRoute(req.path) ? 200 : 404);
  };
};
