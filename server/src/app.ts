// The server's request listener (see docs/architecture.md). Proxied calls (/api, /media, the chat
// widget) go straight to the proxy, before Express; no body parser ever runs before it. In Express,
// order matters: SPA pages for desktop browsers are answered first from memory, the probes come before
// anything that could redirect, page handling (mobile check, `/`, static files, SPA routes, 404) last.
import compression from 'compression';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ServerConfig } from './env.js';
import { healthRoutes } from './health.js';
import { indexPageCache } from './index-page.js';
import { createLogger, requestLogger } from './logger.js';
import { mobileRedirect } from './mobile-redirect.js';
import { mobileSite } from './mobile-site.js';
import { pageFastPath } from './page-fast-path.js';
import { isProxiedPath, upstreamProxy } from './proxy.js';
import { withPublicDemo } from './public-demo/public-demo.js';
import { RUNTIME_CONFIG_PATH, runtimeConfig } from './runtime-config.js';
import { securityHeaders, securityHeaderValues } from './security-headers.js';
import { smallBodyCompression } from './small-body-compression.js';
import { redirectRoot, spaPages } from './spa-pages.js';
import { staticClient } from './static-client.js';
import { compileTrust } from './trust-proxy.js';

export interface AppResources {
  /** Releases what the app holds beyond its sockets (the upstream keep-alive pool). */
  close: () => void;
}

/** The server's request listener: proxied calls on their own path, everything else through Express. */
export type StorefrontApp = ((req: IncomingMessage, res: ServerResponse) => void) & {
  resources: AppResources;
};

/** Errors that reach here are request problems (bad URL encoding…) or bugs; neither shows a stack. */
const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err, req, res, _next) => {
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status >= 500) logger.error({ err, url: req.url }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(status)
      .type('text')
      .send(status >= 500 ? 'Internal Server Error' : 'Bad Request');
  };

/** A proxied call that threw before it could answer (a bug): the same plain 500 as errorHandler's. */
const failProxied = (logger: Logger, req: IncomingMessage, res: ServerResponse, err: unknown): void => {
  logger.error({ err, url: req.url }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
};

export const createApp = (config: ServerConfig, logger: Logger = createLogger(config)): StorefrontApp => {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  // Behind a load balancer the QR code of /m should show the public host and scheme; the public demo's
  // limiter reads the client's address by the same rule.
  const trust = compileTrust(config.trustProxy);
  app.set('trust proxy', trust);

  const security = securityHeaderValues(config.behaviourUrl);
  const proxy = upstreamProxy({ ...config, answerHeaders: security }, logger);
  const indexPage = indexPageCache(path.join(config.clientDist, 'index.html'));
  // SPA pages for desktop browsers skip the chain below; everything else goes through it.
  app.use(
    pageFastPath({
      indexPage,
      securityHeaders: security,
      logger,
    }),
  );
  app.use([
    requestLogger(logger),
    securityHeaders(config.behaviourUrl),
    compression(),
    // After compression() so it sees each reply first: small ones are compressed in one call.
    smallBodyCompression(),
  ]);
  app.use(healthRoutes(config));

  app.get(RUNTIME_CONFIG_PATH, runtimeConfig(config.behaviourUrl));
  app.use(mobileRedirect(config.mobileSiteUrl));
  // The mobile shop lives under /m whatever MOBILE_SITE_URL says (that is where phones are sent,
  // possibly another host serving the same build).
  app.use(mobileSite(config.clientDist));
  app.use(redirectRoot);
  app.use(staticClient(config.clientDist));
  app.use(spaPages(config.clientDist, indexPage));
  app.use(errorHandler(logger));

  // Proxied calls, the server's most frequent request, skip Express: its per-request set-up and the
  // compression middlewares' wrapping of every write cost more than the forwarding itself
  // (scripts/bench/README.md). They get the same request log, security headers and compression
  // (proxy-answer.ts). Decided on the path as sent: `/media/../x` goes to the upstream, which refuses it.
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '';
    const queryStart = url.indexOf('?');
    if (!isProxiedPath(queryStart < 0 ? url : url.slice(0, queryStart))) {
      app(req, res);
      return;
    }
    try {
      proxy.handler(req, res);
    } catch (err) {
      failProxied(logger, req, res, err);
    }
  };
  // PUBLIC_DEMO=on: a sandbox per browser, set on the request's headers before anything reads them.
  const served = withPublicDemo(
    config.publicDemo && { ...config.publicDemo, trust },
    logger,
    listener,
    (err, req, res) => failProxied(logger, req, res, err),
  );
  return Object.assign(served, { resources: { close: proxy.close } });
};
