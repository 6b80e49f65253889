// Compresses small replies of known length (the API's JSON, proxied SVGs) in one synchronous call
// instead of a zlib stream. A stream costs far more to set up than to run on a few KB (measured by
// scripts/bench: it was a third of the server's CPU on an /api list call); the one-shot call takes
// tens of microseconds. Anything else — unknown length, large, already encoded, not compressible —
// passes on untouched to the `compression` middleware registered before this one.
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
/** Replies of one fingerprint kept side by side (same length and sampled bytes, other content). */
const SAME_FINGERPRINT = 4;
/** Bytes of a reply read for its fingerprint, spread evenly over it. */
const FINGERPRINT_SAMPLES = 64;

/** Its length and an FNV-1a hash of FINGERPRINT_SAMPLES of its bytes: a bucket, not an identity. */
const fingerprint = (body: Buffer): string => {
  let hash = 0x811c9dc5;
  const step = Math.max(1, Math.floor(body.length / FINGERPRINT_SAMPLES));
  for (let i = 0; i < body.length; i += step) hash = Math.imul(hash ^ body[i]!, 0x01000193);
  return `${body.length}:${hash >>> 0}`;
};

interface CachedReply {
  plain: Buffer;
  compressed: Buffer;
}

/**
 * Most API replies repeat byte for byte (a catalogue page, a goods detail) until something is written,
 * and compressing was the largest CPU cost of a proxied call (scripts/bench/profile.mjs proxy): the
 * compressed bytes are remembered with the plain ones, found by a cheap fingerprint and confirmed by
 * comparing the bytes, so a repeated reply costs a comparison of a few KB (0.2 µs for 5.7 KB) instead
 * of a compression (50 µs); a SHA-1 of the reply, the key before, took 5 µs. Least recently used
 * fingerprints go first.
 */
export const compressionCache = (maxEntries = CACHED_REPLIES) => {
  const buckets = new Map<string, CachedReply[]>();
  let entries = 0;
  return (body: Buffer, encoding: 'br' | 'gzip'): Buffer => {
    const key = `${encoding}:${fingerprint(body)}`;
    const bucket = buckets.get(key) ?? [];
    // Most recently used last, where eviction reaches it last.
    buckets.delete(key);
    buckets.set(key, bucket);
    const hit = bucket.find((reply) => reply.plain.equals(body));
    if (hit) return hit.compressed;
    const compressed = compressOnce(body, encoding);
    // A copy: the body may be a slice of a socket's read buffer, which it would keep alive whole.
    bucket.push({ plain: Buffer.copyBytesFrom(body), compressed });
    entries++;
    if (bucket.length > SAME_FINGERPRINT) {
      bucket.shift();
      entries--;
    }
    while (entries > maxEntries) {
      const [oldest, replies] = buckets.entries().next().value!;
      replies.shift();
      entries--;
      if (replies.length === 0) buckets.delete(oldest);
    }
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
