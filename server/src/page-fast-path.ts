// The SPA's pages (index.html under every known route) on a path of their own: the page and its three
// encodings are in memory already (index-page.ts), and so is everything else the answer needs — the
// security headers, Vary, ETag, Cache-Control — computed once per build of the page and per encoding.
// A navigation then costs a route lookup, a cached Accept-Encoding decision and one writeHead, instead
// of the whole middleware chain (request logger with its child logger, helmet, compression, the proxy
// filter, the static file lookup with its stat calls). Anything it is not sure about — a mobile browser
// to redirect, an unknown path, another method — goes down the full chain as before.
import type { OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import fresh from 'fresh';
import type { Logger } from 'pino';
import { findSpaRoute, isMobileUserAgent } from '@storefront/contracts';
import type { IndexPage } from './index-page.js';
import { requestId } from './logger.js';
import { REVALIDATE } from './static-client.js';
import { encodingChooser, type PageEncoding } from './accept-encoding.js';

/** The headers of one page answer, minus x-request-id; one set per page build, encoding and Vary. */
export const pageHeaders = (
  page: IndexPage,
  encoding: PageEncoding,
  security: Readonly<Record<string, string>>,
  variesByUserAgent: boolean,
): OutgoingHttpHeaders => {
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  // Same names, values and order as the full chain sends (helmet first, then the page's own).
  return {
    ...security,
    Vary: variesByUserAgent ? 'User-Agent, Accept-Encoding' : 'Accept-Encoding',
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': REVALIDATE,
    ETag: `"${page.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': String(body.length),
  };
};

const notModifiedHeaders = (set: OutgoingHttpHeaders): OutgoingHttpHeaders => {
  const headers = { ...set };
  delete headers['Content-Length'];
  return headers;
};

export interface PageFastPathOptions {
  indexPage: () => IndexPage | null;
  /** The security headers every answer carries (security-headers.ts), computed once. */
  securityHeaders: Readonly<Record<string, string>>;
  logger: Logger;
}

export const pageFastPath = ({ indexPage, securityHeaders, logger }: PageFastPathOptions) => {
  const chooseEncoding = encodingChooser();
  let builtFor: IndexPage | null = null;
  let headers = new Map<string, OutgoingHttpHeaders>();

  const headersFor = (page: IndexPage, encoding: PageEncoding, varies: boolean): OutgoingHttpHeaders => {
    if (page !== builtFor) {
      builtFor = page;
      headers = new Map();
    }
    const key = `${encoding}:${varies ? 'ua' : ''}`;
    let set = headers.get(key);
    if (!set) headers.set(key, (set = pageHeaders(page, encoding, securityHeaders, varies)));
    return set;
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const url = req.url ?? '';
    const queryStart = url.indexOf('?');
    const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
    const route = findSpaRoute(pathname);
    if (!route) return next();
    const variesByUserAgent = !route.desktopOnMobile;
    // A phone on a desktop-only page is redirected by mobile-redirect.ts, on the full chain.
    if (variesByUserAgent && isMobileUserAgent(req.headers['user-agent'])) return next();
    const page = indexPage();
    if (!page) return next();

    const encoding = chooseEncoding(req);
    const set = headersFor(page, encoding, variesByUserAgent);
    const id = requestId(req);
    res.setHeader('x-request-id', id);
    const notModified = fresh(req.headers, { etag: set.ETag as string });
    const status = notModified ? 304 : 200;
    if (notModified) {
      // A 304 has no body; the full chain sends the same headers minus the length.
      res.writeHead(304, notModifiedHeaders(set));
      res.end();
    } else {
      res.writeHead(200, set);
      if (method === 'HEAD') res.end();
      else res.end(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
    }
    // The line requestLogger writes, at once: the answer is already written.
    logger.info(
      { req: { id, method, url }, res: { statusCode: status }, responseTime: 0 },
      'request completed',
    );
  };
};
