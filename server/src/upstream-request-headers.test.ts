// The headers a proxied request carries to the upstream, seen by the upstream itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { silentLogger, startUpstream, testConfig, type FakeUpstream } from '../test-support/fixtures.js';

describe('headers sent to the upstream', () => {
  let upstream: FakeUpstream;
  let app: ReturnType<typeof createApp>;
  let server: http.Server;
  let port: number;
  const seen: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    upstream = await startUpstream((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"code":"01","msg":"ok","result":null}');
      });
    });
    app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    app.resources.close();
    await upstream.close();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const send = (headers: http.OutgoingHttpHeaders, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/api/goods/getAd', method: body ? 'POST' : 'GET', headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it("appends the peer's address to a client's X-Forwarded-For, so the last address is the real one", async () => {
    expect(await send({ 'x-forwarded-for': '203.0.113.9' })).toBe(200);
    expect(seen[0]!['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(await send({})).toBe(200);
    expect(seen[1]!['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen[1]!['x-forwarded-proto']).toBe('http');
    expect(seen[1]!['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
    expect(seen[1]!.host).toBe(new URL(upstream.url).host);
  });

  it('replaces a client-sent x-request-id with the one the log line carries', async () => {
    const reqId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await send({ 'x-request-id': 'not a safe id!' });
    expect(seen[0]!['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise<void>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: `/api/goods/getAd?reqId=${reqId}` }, (res) => {
        res.resume();
        res.on('end', resolve);
      }),
    );
    expect(seen[1]!['x-request-id']).toBe(reqId);
  });

  it('drops hop-by-hop headers and the ones Connection names, and prepares a request with Expect too', async () => {
    await send(
      { connection: 'keep-alive, x-secret-hop', 'x-secret-hop': '1', te: 'trailers', 'x-kept': 'yes' },
      'reqId=1',
    );
    expect(seen[0]).toMatchObject({ 'x-kept': 'yes' });
    expect(seen[0]!['x-secret-hop']).toBeUndefined();
    expect(seen[0]!.te).toBeUndefined();
    // With Expect the library skips its proxyReq event: the headers must be prepared all the same.
    expect(await send({ expect: '100-continue', 'x-forwarded-for': '203.0.113.9' }, 'reqId=1')).toBe(200);
    expect(seen[1]!.expect).toBeUndefined();
    expect(seen[1]!['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });
});
