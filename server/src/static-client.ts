// Serves the built SPA's files. Vite puts content-hashed files under assets/, so they may be cached
// for a year; everything else (index.html, favicon, robots.txt) must be revalidated on every use so a
// new deploy is picked up at once. The build writes .br/.gz beside each compressible asset
// (scripts/build/precompress.mjs); the best one the browser accepts is sent as is.
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** True for a file Vite fingerprinted: everything in the build's assets/ folder. */
export const isHashedAsset = (relativePath: string): boolean => relativePath.split(path.sep)[0] === 'assets';

export const staticClient = (clientDist: string): RequestHandler => {
  const handler = expressStaticGzip(clientDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    // Directory URLs are SPA routes or 404s, never a directory index.
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      fallthrough: true,
      setHeaders: (res: ServerResponse, filePath: string) => {
        const relative = path.relative(clientDist, filePath);
        res.setHeader('Cache-Control', isHashedAsset(relative) ? IMMUTABLE : REVALIDATE);
      },
    },
  });
  return handler as RequestHandler;
};
