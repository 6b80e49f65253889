// Writes the upstream's answer to the client in as few steps as the wire allows: the whole head in one
// writeHead, and a small compressible body (the API's JSON, generated SVGs) read whole, compressed once
// (or taken from the cache of repeated replies) and sent with its head in one write. Proxied calls do not
// pass through Express or the compression middlewares: those wrap every write and cost more than the
// rest of a proxied call (scripts/bench/README.md); this file gives the same answers for the proxy.
import type http from 'node:http';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { PageEncoding } from './accept-encoding.js';
import { COMPRESSIBLE, MAX_BYTES, MIN_BYTES } from './small-body-compression.js';

export type Compress = (body: Buffer, encoding: 'br' | 'gzip') => Buffer;

const isCompressible = (headers: http.IncomingHttpHeaders): boolean =>
  COMPRESSIBLE.test(headers['content-type'] ?? '') &&
  !/\bno-transform\b/.test(String(headers['cache-control'] ?? ''));

const withVary = (vary: string | string[] | number | undefined): string => {
  const current = vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
};

/**
 * A large or unframed answer is compressed as it streams, each upstream chunk flushed on: the
 * compressor would otherwise hold its first bytes until its window fills, and a slow upstream's
 * answer would reach the browser only at its end.
 */
const compressStream = (encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? createBrotliCompress({
        flush: zlibConstants.BROTLI_OPERATION_FLUSH,
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : createGzip({ flush: zlibConstants.Z_SYNC_FLUSH });

/**
 * The answer's head for the client: ours (the security headers `ours` and the request id), then the
 * upstream's headers as they are (its own header of a name wins), without the ones about its
 * connection to us: Node frames the body and decides keep-alive for the client itself.
 */
export const answerHeaders = (
  proxyRes: http.IncomingMessage,
  ours: Readonly<http.OutgoingHttpHeaders>,
  requestId: string,
): http.OutgoingHttpHeaders => {
  const headers: http.OutgoingHttpHeaders = { ...ours, 'x-request-id': requestId };
  const upstream = proxyRes.headers;
  for (const name in upstream) {
    if (name === 'connection' || name === 'keep-alive' || name === 'transfer-encoding') continue;
    headers[name] = upstream[name];
  }
  return headers;
};

/** `headers` come from answerHeaders. */
export const writeAnswer = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  proxyRes: http.IncomingMessage,
  headers: http.OutgoingHttpHeaders,
  encoding: PageEncoding,
  compress: Compress,
): void => {
  const status = proxyRes.statusCode ?? 502;
  const message = proxyRes.statusMessage || undefined;
  const bodyless = req.method === 'HEAD' || status < 200 || status === 204 || status === 304;
  const compressible = !bodyless && !headers['content-encoding'] && isCompressible(proxyRes.headers);
  if (compressible) headers.vary = withVary(headers.vary);
  const length = Number(proxyRes.headers['content-length'] ?? NaN);
  const known = Number.isInteger(length);

  if (!compressible || encoding === 'identity' || (known && length < MIN_BYTES)) {
    res.writeHead(status, message, headers);
    proxyRes.pipe(res);
    return;
  }
  headers['content-encoding'] = encoding;
  // A strong validator names exact bytes; compressed bytes are new ones.
  const etag = headers.etag;
  if (typeof etag === 'string' && !etag.startsWith('W/')) headers.etag = `W/${etag}`;
  if (known && length <= MAX_BYTES) {
    const chunks: Buffer[] = [];
    proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
    proxyRes.once('end', () => {
      if (res.headersSent || res.destroyed) return;
      const body = compress(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), encoding);
      headers['content-length'] = body.length;
      res.writeHead(status, message, headers);
      res.end(body);
    });
    return;
  }
  delete headers['content-length'];
  res.writeHead(status, message, headers);
  proxyRes.pipe(compressStream(encoding)).pipe(res);
};
