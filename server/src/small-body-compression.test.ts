import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import compression from 'compression';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressionCache, compressOnce, MAX_BYTES, smallBodyCompression } from './small-body-compression.js';

const JSON_BODY = JSON.stringify({
  code: '01',
  msg: '成功',
  result: { list: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `商品${i}` })) },
});

/** compression() then ours, as in app.ts; routes answer the way the proxy and static files do. */
const makeServer = async () => {
  const app = express();
  app.use(compression());
  app.use(smallBodyCompression());
  app.get('/json', (_req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(JSON_BODY));
    // Streamed in two writes, like a proxied upstream body.
    const bytes = Buffer.from(JSON_BODY);
    res.write(bytes.subarray(0, 100));
    res.end(bytes.subarray(100));
  });
  app.get('/big', (_req, res) => {
    const big = 'x'.repeat(MAX_BYTES + 10);
    res.setHeader('Content-Type', 'text/plain');
    res.setHeader('Content-Length', big.length);
    res.end(big);
  });
  app.get('/chunked', (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.write(JSON_BODY);
    res.end();
  });
  app.get('/png', (_req, res) => {
    const png = Buffer.alloc(4000, 7);
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Content-Length', png.length);
    res.end(png);
  });
  app.get('/encoded', (_req, res) => {
    const gz = Buffer.from('already');
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', gz.length);
    res.end(gz);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

const get = (server: http.Server, path: string, accept: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    http
      .get({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': accept } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

describe('small-body compression', () => {
  let server: http.Server;
  beforeAll(async () => {
    server = await makeServer();
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('compresses a small JSON reply of known length in one piece, brotli preferred, with the new length', async () => {
    const br = await get(server, '/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(JSON_BODY));
    expect(brotliDecompressSync(br.body).toString()).toBe(JSON_BODY);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const gz = await get(server, '/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(JSON_BODY);
  });

  it('sends the bytes as they are to a client that accepts no compression', async () => {
    const plain = await get(server, '/json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JSON_BODY);
  });

  it('leaves large, unknown-length, binary and already-encoded replies to the other middleware', async () => {
    const big = await get(server, '/big', 'br');
    // compression() streams it instead: encoded, but without a precomputed length.
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(big.body).length).toBe(MAX_BYTES + 10);
    const chunked = await get(server, '/chunked', 'br');
    expect(chunked.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(chunked.body).toString()).toBe(JSON_BODY);
    const png = await get(server, '/png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4000);
    const encoded = await get(server, '/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body.toString()).toBe('already');
  });
});

describe('compressionCache', () => {
  it('compresses a reply once and answers the same bytes again from memory, evicting the least recently used', () => {
    const cache = compressionCache(2);
    const a = Buffer.from(JSON_BODY);
    const b = Buffer.from(JSON_BODY.replace('商品1', '商品X'));
    const c = Buffer.from(JSON_BODY.replace('商品2', '商品Y'));
    const first = cache(a, 'br');
    expect(brotliDecompressSync(first).equals(a)).toBe(true);
    expect(cache(a, 'br')).toBe(first);
    // Each encoding has its own entry; different bytes never share one.
    expect(gunzipSync(cache(a, 'gzip')).equals(a)).toBe(true);
    // Capacity 2: after b and c, a's brotli entry was used least recently and is gone.
    expect(brotliDecompressSync(cache(b, 'br')).equals(b)).toBe(true);
    cache(c, 'br');
    expect(cache(a, 'br')).not.toBe(first);
    expect(cache(a, 'br').equals(compressOnce(a, 'br'))).toBe(true);
  });

  it('tells apart two replies of the same length that differ only between the bytes it samples, and keeps both', () => {
    const cache = compressionCache();
    const a = Buffer.from(JSON_BODY);
    // Byte 1 is never sampled for the fingerprint of a reply this long (one byte in len / 64).
    const b = Buffer.from(a);
    b[1] = 'X'.charCodeAt(0);
    const forA = cache(a, 'br');
    const forB = cache(b, 'br');
    expect(brotliDecompressSync(forB).equals(b)).toBe(true);
    expect(cache(a, 'br')).toBe(forA);
    expect(cache(b, 'br')).toBe(forB);
  });
});
