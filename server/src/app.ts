// The Express app (see docs/architecture.md). Order matters: SPA pages for desktop browsers are
// answered first from memory; the proxy and the probes come before anything that could read a body
// or redirect; page handling (mobile check, `/`, static files, SPA routes, 404) comes last.
import compression from 'compression';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ServerConfig } from './env.js';
import { healthRoutes } from './health.js';
import { indexPageCache } from './index-page.js';
import { createLogger, requestLogger } from './logger.js';
import { mobileRedirect } from './mobile-redirect.js';
import { mobileSite } from './mobile-site.js';
import { pageFastPath } from './page-fast-path.js';
import { isProxiedPath, upstreamProxy } from './proxy.js';
import { RUNTIME_CONFIG_PATH, runtimeConfig } from './runtime-config.js';
import { securityHeaders, securityHeaderValues } from './security-headers.js';
import { smallBodyCompression } from './small-body-compression.js';
import { redirectRoot, spaPages } from './spa-pages.js';
import { staticClient } from './static-client.js';

export interface AppResources {
  /** Releases what the app holds beyond its sockets (the upstream keep-alive pool). */
  close: () => void;
}

export type StorefrontApp = Express & { resources: AppResources };

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

/** Runs handlers in order, as the router would, stopping at the first error. */
export const chain =
  (handlers: readonly RequestHandler[]): RequestHandler =>
  (req, res, next) => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (err !== undefined && err !== null && err !== 'route') return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      try {
        void handler(req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };

export const createApp = (config: ServerConfig, logger: Logger = createLogger(config)): StorefrontApp => {
  const app = express() as StorefrontApp;
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  // Behind a load balancer the QR code of /m should show the public host and scheme.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');

  const proxy = upstreamProxy(config, logger);
  app.resources = { close: proxy.close };
  const indexPage = indexPageCache(path.join(config.clientDist, 'index.html'));
  // SPA pages for desktop browsers skip the chain below; everything else goes through it.
  app.use(
    pageFastPath({
      indexPage,
      securityHeaders: securityHeaderValues(config.behaviourUrl),
      logger,
    }),
  );
  const common: RequestHandler[] = [
    requestLogger(logger),
    securityHeaders(config.behaviourUrl),
    compression(),
    // After compression() so it sees each reply first: small ones are compressed in one call.
    smallBodyCompression(),
  ];
  // Proxied calls run the common steps and the proxy as one handler, without walking the router's
  // layers for each (a proxied call is the server's most frequent request).
  const proxied = chain([...common, proxy.handler]);
  app.use((req, res, next) =>
    isProxiedPath((req.url ?? '').split('?')[0]!) ? proxied(req, res, next) : next(),
  );
  app.use(common);
  // After the proxy: its paths never overlap the probes', and /api calls skip the probes' router.
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
  return app;
};
