import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { createApp } from './app.js';
import { indexPageCache } from './index-page.js';
import {
  DESKTOP_UA,
  type FakeDist,
  INDEX_HTML,
  makeFakeDist,
  silentLogger,
  testConfig,
} from '../test-support/fixtures.js';

describe('index.html from memory', () => {
  let dist: FakeDist;
  let app: ReturnType<typeof createApp>;
  let server: http.Server;
  beforeAll(async () => {
    dist = makeFakeDist();
    app = createApp(testConfig({ clientDist: dist.dir }), silentLogger());
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    app.resources.close();
    dist.remove();
  });

  /** The bytes as sent (supertest would decompress them). */
  const page = (accept: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .get(
          {
            port,
            host: '127.0.0.1',
            path: '/home',
            headers: { 'user-agent': DESKTOP_UA, 'accept-encoding': accept },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on('error', reject);
    });

  it('sends brotli, gzip or plain bytes of the same page, as the browser accepts, with its length', async () => {
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(INDEX_HTML);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const gz = await page('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(INDEX_HTML);
    const plain = await page('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX_HTML);
    for (const res of [br, gz, plain]) {
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.headers.vary).toMatch(/User-Agent/);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    // Each encoding is its own representation, so each has its own validator.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('answers 304 to a browser that holds the current page, and the full page to one holding an old one', async () => {
    const first = await page('gzip');
    const again = await request(app)
      .get('/home')
      .set('User-Agent', DESKTOP_UA)
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
    const stale = await request(app)
      .get('/home')
      .set('User-Agent', DESKTOP_UA)
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', '"old"');
    expect(stale.status).toBe(200);
  });

  it('never answers 304 for an unknown page: the 404 is always sent in full', async () => {
    const first = await page('gzip');
    const res = await request(app)
      .get('/nope')
      .set('User-Agent', DESKTOP_UA)
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag!);
    expect(res.status).toBe(404);
    expect(res.text).toBe(INDEX_HTML);
  });
});

describe('indexPageCache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'index-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('picks up a new build once the recheck interval has passed, not before', () => {
    const file = path.join(dir, 'index.html');
    writeFileSync(file, '<p>one</p>');
    let time = 0;
    const current = indexPageCache(file, { recheckMs: 1000, now: () => time });
    expect(current()!.identity.toString()).toBe('<p>one</p>');
    writeFileSync(file, '<p>two, longer</p>');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    time = 500;
    expect(current()!.identity.toString()).toBe('<p>one</p>');
    time = 1500;
    expect(current()!.identity.toString()).toBe('<p>two, longer</p>');
  });

  it('reports a missing file (client not built) and recovers when it appears', () => {
    const file = path.join(dir, 'index.html');
    let time = 0;
    const current = indexPageCache(file, { recheckMs: 1000, now: () => time });
    expect(current()).toBeNull();
    writeFileSync(file, '<p>built</p>');
    time = 2000;
    expect(current()!.identity.toString()).toBe('<p>built</p>');
  });
});
