// Upstream answers the client could not use: /api without JSON becomes the 502 envelope, and an
// answer that stalls mid-body is cut after BODY_IDLE_FACTOR answer limits instead of hanging.
import request from 'supertest';
import { createApp } from './app.js';
import { BODY_IDLE_FACTOR } from './proxy.js';
import { silentLogger, startUpstream, testConfig } from './testing/fixtures.js';

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
    expect(elapsed).toBeGreaterThanOrEqual(100 * BODY_IDLE_FACTOR - 20);
    expect(elapsed).toBeLessThan(100 * BODY_IDLE_FACTOR + 1500);
  });
});
