import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp, type StorefrontApp } from './app.js';
import { silentLogger, startUpstream, testConfig, type FakeUpstream } from '../test-support/fixtures.js';

/** What the upstream answers on each path: the body, its type and extra headers. */
const json = JSON.stringify({ code: '01', msg: '成功', result: { list: '商品'.repeat(600) } });
const big = JSON.stringify({ code: '01', msg: '成功', result: { list: '商品'.repeat(12_000) } });
const tiny = JSON.stringify({ code: '01', msg: '成功', result: null });

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (no client-side decompression), so the test sees the bytes on the wire. */
const send = (port: number, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Reply>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('proxied answers: one head, compressed like the rest of the site', () => {
  let upstream: FakeUpstream;
  let app: StorefrontApp;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    upstream = await startUpstream((req, res) => {
      const url = req.url ?? '';
      if (url.startsWith('/api/big-chunked')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write(big.slice(0, 1000));
        res.end(big.slice(1000));
        return;
      }
      const body = url.startsWith('/api/big') ? big : url.startsWith('/api/tiny') ? tiny : json;
      const type = url.startsWith('/media/') ? 'image/png' : 'application/json; charset=utf-8';
      const headers: http.OutgoingHttpHeaders = {
        'Content-Type': type,
        'Content-Length': Buffer.byteLength(body),
        ETag: '"v1"',
      };
      if (url.startsWith('/__mock/chat')) headers['X-Frame-Options'] = 'SAMEORIGIN';
      if (url.startsWith('/api/no-transform')) headers['Cache-Control'] = 'no-transform';
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    });
    app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    app.resources.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await upstream.close();
  });

  it('compresses a small JSON reply with brotli in one piece, with its length, Vary and a weak ETag', async () => {
    const reply = await send(port, '/api/list', { 'accept-encoding': 'gzip, br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers.etag).toBe('W/"v1"');
    expect(brotliDecompressSync(reply.body).toString()).toBe(json);
  });

  it('sends gzip to a client that only takes gzip, and the plain bytes to one that takes neither', async () => {
    const gzip = await send(port, '/api/list', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);
    const plain = await send(port, '/api/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers.etag).toBe('"v1"');
    expect(plain.body.toString()).toBe(json);
  });

  it('streams a large or unframed reply through a compressor', async () => {
    for (const path of ['/api/big', '/api/big-chunked']) {
      const reply = await send(port, path, { 'accept-encoding': 'br' });
      expect(reply.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(reply.body).toString()).toBe(big);
    }
  });

  it('leaves alone what should not be compressed: tiny bodies, images, no-transform, HEAD', async () => {
    const accept = { 'accept-encoding': 'br' };
    expect((await send(port, '/api/tiny', accept)).body.toString()).toBe(tiny);
    const image = await send(port, '/media/goods/1.png', accept);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    const kept = await send(port, '/api/no-transform', accept);
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body.toString()).toBe(json);
    const head = await send(port, '/api/list', accept, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('sends the security headers and the request id once each, the upstream’s own header of a name winning', async () => {
    const reply = await send(port, '/__mock/chat', { 'x-request-id': 'abc-123' });
    expect(reply.headers['x-request-id']).toBe('abc-123');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    const raw = (await send(port, '/api/list')).headers;
    expect(raw['x-frame-options']).toBe('DENY');
    expect(String(raw['content-security-policy'])).toContain("script-src 'self'");
  });
});
