// Compresses small replies of known length (the API's JSON, proxied SVGs) in one synchronous call
// instead of a zlib stream. A stream costs far more to set up than to run on a few KB (measured by
// scripts/bench: it was a third of the server's CPU on an /api list call); the one-shot call takes
// tens of microseconds. Anything else — unknown length, large, already encoded, not compressible —
// passes on untouched to the `compression` middleware registered before this one.
import { hash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { encodingChooser } from './accept-encoding.js';

/** Same floor as `compression`'s default threshold: below it the headers cost more than is saved. */
export const MIN_BYTES = 1024;
/** Above this a synchronous call would hold the event loop too long; the stream takes over. */
export const MAX_BYTES = 32 * 1024;

export const COMPRESSIBLE =
  /^(application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|text\/[\w.+-]+|image\/svg\+xml)\b/i;

export const compressOnce = (body: Buffer, encoding: 'br' | 'gzip'): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });

/** Compressed replies kept: at most this many, each at most MAX_BYTES before compression. */
export const CACHED_REPLIES = 256;

/**
 * Most API replies repeat byte for byte (a catalogue page, a goods detail) until something is written,
 * and compressing was the largest CPU cost of a proxied call (scripts/bench/profile.mjs proxy): the
 * compressed bytes are remembered by a digest of the plain ones, so a repeated reply costs a SHA-1
 * of a few KB instead of a compression. Least recently used entries go first.
 */
export const compressionCache = (maxEntries = CACHED_REPLIES) => {
  const entries = new Map<string, Buffer>();
  return (body: Buffer, encoding: 'br' | 'gzip'): Buffer => {
    const key = `${encoding}:${hash('sha1', body, 'base64')}`;
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const compressed = compressOnce(body, encoding);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, compressed);
    return compressed;
  };
};

export const smallBodyCompression =
  (compress = compressionCache(), chooseEncoding = encodingChooser()): RequestHandler =>
  (req, res, next) => {
    if (req.method === 'HEAD') return next();
    const encoding = chooseEncoding(req);
    if (encoding === 'identity') return next();

    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    let mode: 'undecided' | 'buffer' | 'pass' = 'undecided';
    const chunks: Buffer[] = [];

    const decide = (): void => {
      mode = 'pass';
      if (res.headersSent || res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return;
      if (res.getHeader('Content-Encoding')) return;
      const length = Number(res.getHeader('Content-Length'));
      if (!Number.isInteger(length) || length < MIN_BYTES || length > MAX_BYTES) return;
      if (!COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? ''))) return;
      if (/\bno-transform\b/.test(String(res.getHeader('Cache-Control') ?? ''))) return;
      mode = 'buffer';
    };
    const toBuffer = (chunk: unknown, enc: unknown): Buffer =>
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof enc === 'string' ? (enc as BufferEncoding) : 'utf8');

    res.write = ((chunk: unknown, enc?: unknown, cb?: unknown) => {
      if (mode === 'undecided') decide();
      if (mode === 'pass') return write(chunk, enc, cb);
      chunks.push(toBuffer(chunk, enc));
      const callback = typeof enc === 'function' ? enc : cb;
      if (typeof callback === 'function') process.nextTick(callback as () => void);
      return true;
    }) as typeof res.write;

    res.end = ((chunk?: unknown, enc?: unknown, cb?: unknown) => {
      if (mode === 'undecided') decide();
      if (mode === 'pass') return end(chunk, enc, cb);
      const callback = [chunk, enc, cb].find((arg) => typeof arg === 'function');
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
        chunks.push(toBuffer(chunk, enc));
      const body = Buffer.concat(chunks);
      const compressed = compress(body, encoding);
      res.vary('Accept-Encoding');
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', compressed.length);
      // A strong validator names exact bytes; these are new bytes.
      const etag = res.getHeader('ETag');
      if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
      return end(compressed, callback);
    }) as typeof res.end;

    next();
  };
