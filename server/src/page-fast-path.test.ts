import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from './app.js';
import { buildIndexPage } from './index-page.js';
import { pageFastPath } from './page-fast-path.js';
import { securityHeaderValues } from './security-headers.js';
import {
  DESKTOP_UA,
  type FakeDist,
  INDEX_HTML,
  makeFakeDist,
  silentLogger,
  testConfig,
} from '../test-support/fixtures.js';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const HEADER_NAMES_OF_HELMET = Object.keys(securityHeaderValues(undefined)).map((n) => n.toLowerCase());

/** Raw header lines in the order sent, names lower-cased (supertest would hide the order). */
const rawHeaders = (port: number, urlPath: string, headers: Record<string, string>) =>
  new Promise<{ status: number; lines: Array<[string, string]>; body: Buffer }>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const lines: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            lines.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode!, lines, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });

describe('SPA pages on the fast path', () => {
  let dist: FakeDist;
  let app: ReturnType<typeof createApp>;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    dist = makeFakeDist();
    app = createApp(
      testConfig({ clientDist: dist.dir, behaviourUrl: 'https://collect.example.com/b' }),
      silentLogger(),
    );
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    app.resources.close();
    dist.remove();
  });

  it('sends the same security headers, byte for byte and in the same order, as the full middleware chain', async () => {
    const headers = { 'user-agent': DESKTOP_UA, 'accept-encoding': 'gzip' };
    const fast = await rawHeaders(port, '/home', headers);
    // An unknown page and a static file are answered by the full chain (helmet, then the handler).
    for (const slowPath of ['/no-such-page', '/favicon.ico']) {
      const slow = await rawHeaders(port, slowPath, headers);
      const security = (lines: Array<[string, string]>) =>
        lines.filter(([name]) => HEADER_NAMES_OF_HELMET.includes(name));
      expect(security(fast.lines)).toEqual(security(slow.lines));
    }
    expect(HEADER_NAMES_OF_HELMET).toContain('content-security-policy');
    const csp = fast.lines.find(([name]) => name === 'content-security-policy')![1];
    expect(csp).toContain('connect-src');
    expect(csp).toContain('https://collect.example.com');
    expect(fast.lines.map(([name]) => name)).not.toContain('x-powered-by');
  });

  it('answers 304 with the validator and Vary, and no body, to a browser holding the current page', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await rawHeaders(port, '/home', {
        'user-agent': DESKTOP_UA,
        'accept-encoding': encoding,
      });
      const etag = first.lines.find(([name]) => name === 'etag')![1];
      const again = await rawHeaders(port, '/home?from=cache', {
        'user-agent': DESKTOP_UA,
        'accept-encoding': encoding,
        'if-none-match': `"other", ${etag}`,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(Object.fromEntries(again.lines)).toMatchObject({
        etag,
        vary: 'User-Agent, Accept-Encoding',
        'cache-control': 'no-cache',
      });
      const stale = await rawHeaders(port, '/home', {
        'user-agent': DESKTOP_UA,
        'accept-encoding': encoding,
        'if-none-match': '"old"',
      });
      expect(stale.status).toBe(200);
      expect(stale.body.length).toBeGreaterThan(0);
    }
  });

  it('varies by User-Agent only where phones are redirected, and still redirects phones', async () => {
    const exempt = await request(app).get('/Classify/products').set('User-Agent', PHONE_UA);
    expect(exempt.status).toBe(200);
    expect(exempt.headers.vary).toBe('Accept-Encoding');
    const phone = await request(app).get('/home').set('User-Agent', PHONE_UA);
    expect(phone.status).toBe(302);
    expect(phone.headers.vary).toMatch(/User-Agent/);
  });

  it('answers HEAD with the headers of the page and no body', async () => {
    const res = await request(app).head('/home').set('User-Agent', DESKTOP_UA).set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
  });

  it('logs each page with its request id, as the request logger does for everything else', async () => {
    const lines: Array<Record<string, any>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const logged = createApp(testConfig({ clientDist: dist.dir }), pino({ level: 'info' }, stream));
    const res = await request(logged).get('/home?reqId=page-1').set('User-Agent', DESKTOP_UA);
    logged.resources.close();
    expect(res.headers['x-request-id']).toBe('page-1');
    expect(lines).toContainEqual(
      expect.objectContaining({
        req: { id: 'page-1', method: 'GET', url: '/home?reqId=page-1' },
        res: { statusCode: 200 },
      }),
    );
  });
});

describe('pageFastPath', () => {
  const page = buildIndexPage(Buffer.from(INDEX_HTML));
  const handler = pageFastPath({
    indexPage: () => page,
    securityHeaders: securityHeaderValues(undefined),
    logger: silentLogger(),
  });
  const fakeReq = (method: string, url: string, userAgent = DESKTOP_UA) =>
    ({
      method,
      url,
      headers: { 'user-agent': userAgent, 'accept-encoding': 'gzip' },
      acceptsEncodings: (e: string) => e === 'gzip',
    }) as never;
  const fakeRes = () => {
    const res = { status: 0, setHeader: () => {}, writeHead: (s: number) => (res.status = s), end: () => {} };
    return res;
  };

  it('answers known pages itself and hands everything else to the full chain', () => {
    const answered = (method: string, url: string, userAgent?: string): boolean => {
      const res = fakeRes();
      let passed = false;
      handler(fakeReq(method, url, userAgent), res as never, () => (passed = true));
      return !passed && res.status === 200;
    };
    expect(answered('GET', '/home')).toBe(true);
    expect(answered('GET', '/Goods?id=3')).toBe(true);
    expect(answered('HEAD', '/home')).toBe(true);
    expect(answered('POST', '/home')).toBe(false);
    expect(answered('GET', '/no-such-page')).toBe(false);
    expect(answered('GET', '/assets/index-AbC123xy.js')).toBe(false);
    expect(answered('GET', '/m')).toBe(false);
    expect(answered('GET', '/home', PHONE_UA)).toBe(false);
  });
});
