import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp } from './app.js';
import { APP_JS, appOnFakeDist } from '../test-support/fixtures.js';

/** GET without any client-side decoding, so the bytes on the wire can be checked. */
const rawGet = async (app: ReturnType<typeof createApp>, urlPath: string, acceptEncoding: string) => {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }>(
      (resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port,
              path: urlPath,
              headers: { 'accept-encoding': acceptEncoding },
              agent: false,
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }),
              );
            },
          )
          .on('error', reject);
      },
    );
  } finally {
    server.close();
  }
};

describe('static client files', () => {
  const suite = appOnFakeDist();

  it('caches hashed assets for a year as immutable', async () => {
    const res = await request(suite.app).get('/assets/logo-Zz99Yy88.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes non-hashed files revalidate', async () => {
    const res = await request(suite.app).get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html itself with no-cache', async () => {
    const res = await request(suite.app).get('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed brotli file when the browser accepts br', async () => {
    const res = await rawGet(suite.app, '/assets/index-AbC123xy.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(APP_JS);
  });

  it('sends the precompressed gzip file when br is not accepted', async () => {
    const res = await rawGet(suite.app, '/assets/index-AbC123xy.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(APP_JS);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await rawGet(suite.app, '/assets/index-AbC123xy.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(APP_JS);
  });

  it('answers a missing asset with 404, not index.html with 200', async () => {
    const res = await request(suite.app).get('/assets/gone-12345678.js');
    expect(res.status).toBe(404);
  });

  it('answers a malformed URL with a 4xx, never a 5xx', async () => {
    const res = await request(suite.app).get('/assets/%E0%A4%A.js');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/at .*\(.*:\d+:\d+\)/);
  });
});
