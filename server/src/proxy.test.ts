import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from './app.js';
import {
  deadPort,
  silentLogger,
  startUpstream,
  testConfig,
  type FakeUpstream,
} from '../test-support/fixtures.js';

const listen = async (app: ReturnType<typeof createApp>) => {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
};

describe('proxy to the upstream', () => {
  let upstream: FakeUpstream;
  let app: ReturnType<typeof createApp>;
  const seen: Array<{
    method?: string;
    url?: string;
    headers: http.IncomingHttpHeaders;
    sha256: string;
    bytes: number;
  }> = [];
  let connections = 0;

  beforeAll(async () => {
    upstream = await startUpstream((req, res) => {
      const hash = createHash('sha256');
      let bytes = 0;
      req.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      req.on('end', () => {
        const record = {
          method: req.method,
          url: req.url,
          headers: req.headers,
          sha256: hash.digest('hex'),
          bytes,
        };
        seen.push(record);
        if (req.url?.startsWith('/media/')) {
          res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
          res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
          return;
        }
        res.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'x-upstream': 'yes',
          'x-mock-now': '1764000000000',
        });
        res.end(JSON.stringify({ code: '01', msg: '成功', result: { sha256: record.sha256, bytes } }));
      });
    });
    upstream.server.on('connection', () => connections++);
    app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
  });
  afterAll(async () => {
    app.resources.close();
    await upstream.close();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('passes a GET with its query and headers through and returns the upstream answer', async () => {
    const reqId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const res = await request(app)
      .get(`/api/goods/getAd?type=1&reqId=${reqId}`)
      .set('domo-custom', 'eyJhIjoxfQ==');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('01');
    expect(res.headers['x-upstream']).toBe('yes');
    expect(res.headers['x-request-id']).toBe(reqId);
    expect(seen[0]).toMatchObject({ method: 'GET', url: `/api/goods/getAd?type=1&reqId=${reqId}` });
    expect(seen[0]!.headers['domo-custom']).toBe('eyJhIjoxfQ==');
    expect(seen[0]!.headers['x-request-id']).toBe(reqId);
  });

  it("passes the mock's test-control headers both ways: sandbox and scenario in, mock time out", async () => {
    const res = await request(app)
      .post('/api/goods/cart/getCartNew')
      .set('x-mock-sandbox', 'worker-1')
      .set('x-mock-scenario', 'new-user')
      .set('Cookie', 'mock-sandbox=worker-1');
    expect(res.headers['x-mock-now']).toBe('1764000000000');
    expect(seen[0]!.headers).toMatchObject({
      'x-mock-sandbox': 'worker-1',
      'x-mock-scenario': 'new-user',
      cookie: 'mock-sandbox=worker-1',
    });
  });

  it('passes a 2 MB form body through byte for byte', async () => {
    const body = `reqId=1&blob=${randomBytes(1024 * 1024).toString('hex')}`;
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    const expected = createHash('sha256').update(body).digest('hex');
    const res = await request(app)
      .post('/api/upload/webupload')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ sha256: expected, bytes: Buffer.byteLength(body) });
    expect(seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0]!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('proxies /media files with the upstream headers', async () => {
    const res = await request(app).get('/media/goods/12.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(seen[0]!.url).toBe('/media/goods/12.svg');
  });

  it('passes the customer-service chat page through but no other upstream admin route', async () => {
    const chat = await request(app).get('/__mock/chat?uid=1&questionType=48032');
    expect(chat.status).toBe(200);
    expect(seen[0]!.url).toBe('/__mock/chat?uid=1&questionType=48032');
    const admin = await request(app).post('/__mock/reset');
    expect(admin.status).not.toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('does not proxy look-alike paths such as /apix', async () => {
    const res = await request(app).get('/apix/goods');
    expect(res.status).toBe(503); // no client build in this config: the page handler answered, not the proxy
    expect(seen).toHaveLength(0);
  });

  it('reuses upstream sockets (keep-alive agent)', async () => {
    const { server, port } = await listen(app);
    const before = connections;
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/goods/getAd?i=${i}`);
      await res.text();
    }
    server.closeAllConnections();
    server.close();
    expect(connections - before).toBeLessThanOrEqual(1);
  });
});

describe('proxy failures', () => {
  it('answers 502 in the wire envelope when the upstream is down', async () => {
    const app = createApp(
      testConfig({ upstreamUrl: `http://127.0.0.1:${await deadPort()}` }),
      silentLogger(),
    );
    const res = await request(app).post('/api/goods/hot/sale/getHotGoods').type('form').send('reqId=1');
    app.resources.close();
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ code: '502', msg: '上游服务不可用，请稍后重试', result: null });
  });

  it('answers 502 when the upstream drops the connection', async () => {
    const upstream = await startUpstream((req) => req.socket.destroy());
    const app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
    const res = await request(app).get('/api/goods/getAd');
    app.resources.close();
    await upstream.close();
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('502');
  });

  it('answers 504 in the wire envelope once PROXY_TIMEOUT_MS has passed', async () => {
    const upstream = await startUpstream(() => {
      /* never answers */
    });
    const app = createApp(testConfig({ upstreamUrl: upstream.url, proxyTimeoutMs: 300 }), silentLogger());
    const started = Date.now();
    const res = await request(app).get('/api/goods/getAd');
    const elapsed = Date.now() - started;
    app.resources.close();
    await upstream.close();
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ code: '504', msg: '上游服务响应超时，请稍后重试', result: null });
    // The upstream never answers, so the 504 is the limit; timers fire late under load, never early.
    expect(elapsed).toBeGreaterThanOrEqual(290);
  });

  it('lets a slow body stream once the upstream has answered in time', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"code":"01","msg":"');
      // Past the limit (timers fire late, never early); the headers, sent at once, are well inside it
      // even on a loaded machine.
      setTimeout(() => res.end('ok","result":null}'), 1_500);
    });
    const app = createApp(testConfig({ upstreamUrl: upstream.url, proxyTimeoutMs: 1_000 }), silentLogger());
    const res = await request(app).get('/api/goods/getAd');
    app.resources.close();
    await upstream.close();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: '01', msg: 'ok', result: null });
  });

  it('survives a client that hangs up mid-request and keeps serving', async () => {
    let upstreamSawClose!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamSawClose = resolve));
    const upstream = await startUpstream((req, res) => {
      if (req.url?.includes('slow')) {
        res.on('close', () => upstreamSawClose());
        return; // hold the request open
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":"01","msg":"ok","result":null}');
    });
    // A long limit: only the hang-up itself may cancel the upstream call within the test's time.
    const app = createApp(testConfig({ upstreamUrl: upstream.url, proxyTimeoutMs: 60_000 }), silentLogger());
    const { server, port } = await listen(app);

    // A request that is answered slowly: the browser gives up after 100 ms.
    const slow = http.get({ host: '127.0.0.1', port, path: '/api/slow', agent: false });
    slow.on('error', () => undefined);
    setTimeout(() => slow.destroy(), 100);
    // An upload cut off halfway through its body.
    const upload = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/upload/webupload',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': 100000 },
    });
    upload.on('error', () => undefined);
    upload.write('a='.padEnd(50000, 'x'));
    setTimeout(() => upload.destroy(), 100);

    await closed; // the upstream call was cancelled too, not left hanging
    const after = await fetch(`http://127.0.0.1:${port}/api/goods/getAd`);
    expect(after.status).toBe(200);
    server.closeAllConnections();
    server.close();
    app.resources.close();
    await upstream.close();
  }, 4000);

  it('keeps a keep-alive connection serving after a 502 that came before the upload was read', async () => {
    // The upstream drops the connection on seeing the head of a large upload: the 502 goes out while
    // most of the body is still on its way, and the next request on that connection must be answered.
    const upstream = await startUpstream((req, res) => {
      if (req.url === '/api/drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":"01","msg":"ok","result":null}');
    });
    const app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
    const { server, port } = await listen(app);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, body: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const outgoing = http.request(
          { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'text/plain' } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        outgoing.setTimeout(3000, () => outgoing.destroy(new Error('no answer within 3 s')));
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    try {
      const dropped = await send('/api/drop', 'a'.repeat(4 * 1024 * 1024));
      expect(dropped.status).toBe(502);
      const next = await send('/api/goods/getAd', 'reqId=1');
      expect(next).toEqual({ status: 200, text: '{"code":"01","msg":"ok","result":null}' });
    } finally {
      agent.destroy();
      server.closeAllConnections();
      server.close();
      app.resources.close();
      await upstream.close();
    }
  });

  it('cuts the connection (no crash) when the upstream dies mid-answer', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"code":"01"');
      setTimeout(() => res.socket?.destroy(), 50);
    });
    const app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
    const { server, port } = await listen(app);
    await expect(
      fetch(`http://127.0.0.1:${port}/api/goods/getAd`).then((res) => res.text()),
    ).rejects.toThrow();
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    server.closeAllConnections();
    server.close();
    app.resources.close();
    await upstream.close();
  });
});
