// index.html held in memory with its gzip and brotli forms, because every page navigation gets it:
// reading, stat-ing and compressing the file per request made it the slowest thing the server sends
// (scripts/bench: ~30× slower than nginx). The file is checked again at most once per `recheckMs`,
// so a new build is picked up within a second without a stat per request.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { Request, Response } from 'express';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export interface IndexPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong validator of the content; each encoding gets its own suffix (RFC 9110 §8.8.3). */
  etag: string;
}

interface Loaded {
  page: IndexPage;
  mtimeMs: number;
  size: number;
}

export const buildIndexPage = (identity: Buffer): IndexPage => ({
  identity,
  gzip: gzipSync(identity, { level: 9 }),
  br: brotliCompressSync(identity, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  }),
  etag: createHash('sha1').update(identity).digest('base64url').slice(0, 27),
});

/** Returns the current page, or null when the file does not exist (the client is not built). */
export const indexPageCache = (
  file: string,
  { recheckMs = 1000, now = Date.now } = {},
): (() => IndexPage | null) => {
  let loaded: Loaded | null = null;
  let checkedAt = -Infinity;
  return () => {
    const time = now();
    if (loaded && time - checkedAt < recheckMs) return loaded.page;
    checkedAt = time;
    let stats;
    try {
      stats = statSync(file);
    } catch {
      loaded = null;
      return null;
    }
    if (!loaded || stats.mtimeMs !== loaded.mtimeMs || stats.size !== loaded.size) {
      try {
        loaded = { page: buildIndexPage(readFileSync(file)), mtimeMs: stats.mtimeMs, size: stats.size };
      } catch {
        loaded = null;
        return null;
      }
    }
    return loaded.page;
  };
};

/** Sends the page with `status`: the best encoding the browser accepts, 304 when it is current. */
export const sendIndexPage = (
  req: Request,
  res: Response,
  page: IndexPage,
  status: number,
  cacheControl: string,
): void => {
  // Our preference, not the header's order (Chrome lists gzip first): brotli is the smaller.
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  res.status(status);
  res.vary('Accept-Encoding');
  res.set({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl,
    ETag: `"${page.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`,
  });
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  // Only a 200 page can be revalidated; a 404 is always sent in full.
  if (status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(body);
};
