// Upstream answers the client could not use: /api without JSON becomes the 502 envelope, and an
// answer that stalls mid-body is cut after BODY_IDLE_FACTOR answer limits instead of hanging.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from './app.js';
import { BODY_IDLE_FACTOR, UPSTREAM_IDLE_SOCKET_MS } from './proxy.js';
import { silentLogger, startUpstream, testConfig } from '../test-support/fixtures.js';

describe('proxy and an upstream answering garbage', () => {
  it('turns an HTML error page on /api into the 502 envelope', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html><body>502 Bad Gateway</body></html>');
    });
    const app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
    const res = await request(app).post('/api/goods/hot/sale/getHotGoods').type('form').send('pageNum=1');
    app.resources.close();
    await upstream.close();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: '502', msg: '上游服务不可用，请稍后重试', result: null });
  });

  it('leaves /media answers of any type alone', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
    const app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
    const res = await request(app).get('/media/goods/1-0.svg');
    app.resources.close();
    await upstream.close();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/svg/);
  });

  it('cuts an answer whose body stalls, within the idle limit', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      res.write('{"code":');
    });
    const app = createApp(testConfig({ upstreamUrl: upstream.url, proxyTimeoutMs: 100 }), silentLogger());
    const started = Date.now();
    await expect(request(app).get('/api/goods/getAd')).rejects.toThrow();
    const elapsed = Date.now() - started;
    app.resources.close();
    await upstream.close();
    // The body never ends: the cut is the idle limit, and timers fire late under load, never early.
    expect(elapsed).toBeGreaterThanOrEqual(100 * BODY_IDLE_FACTOR - 20);
  });
});

describe('pooled upstream sockets', () => {
  it('closes an idle upstream socket after UPSTREAM_IDLE_SOCKET_MS, before the upstream would', async () => {
    const closedAt: number[] = [];
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":"01","msg":"ok","result":null}');
    });
    // An upstream that would keep idle sockets for a minute: only our own limit can close them.
    upstream.server.keepAliveTimeout = 60_000;
    const started = Date.now();
    upstream.server.on('connection', (socket) =>
      socket.on('close', () => closedAt.push(Date.now() - started)),
    );
    const app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
    // A keep-alive client (supertest would send Connection: close, which the proxy passes on).
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/goods/getAd`);
    expect(res.status).toBe(200);
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, UPSTREAM_IDLE_SOCKET_MS + 500));
    server.closeAllConnections();
    server.close();
    app.resources.close();
    await upstream.close();
    expect(closedAt).toHaveLength(1);
    expect(closedAt[0]).toBeGreaterThanOrEqual(UPSTREAM_IDLE_SOCKET_MS - 50);
    expect(closedAt[0]).toBeLessThan(UPSTREAM_IDLE_SOCKET_MS + 500);
  });

  it('keeps a socket busy with a slow answer open past that limit', async () => {
    const upstream = await startUpstream((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"code":"01","msg":"slow","result":null}');
      }, UPSTREAM_IDLE_SOCKET_MS + 300);
    });
    const app = createApp(testConfig({ upstreamUrl: upstream.url, proxyTimeoutMs: 10_000 }), silentLogger());
    const res = await request(app).get('/api/goods/getAd');
    app.resources.close();
    await upstream.close();
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('slow');
  });
});
