// /m and every path below it get the mobile shop's m.html, with the desktop pages' cache and
// security headers; before the client is built, a Chinese 503 page instead of a crash.
import request from 'supertest';
import { appOnFakeDist, MOBILE_HTML } from '../test-support/fixtures.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('the mobile shop under /m', () => {
  const suite = appOnFakeDist();

  it.each(['/m', '/m/', '/m/goods/1001', '/m/search', '/m/login', '/m/addresses/new', '/m/orders/12'])(
    'answers %s with m.html, 200, no-cache and the CSP',
    async (pagePath) => {
      const res = await request(suite.app).get(pagePath).set('User-Agent', IPHONE);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toBe(MOBILE_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toBeDefined();
    },
  );

  it('answers an unknown path under /m with m.html and 404, so the shop shows 页面不存在', async () => {
    const res = await request(suite.app).get('/m/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toBe(MOBILE_HTML);
  });

  it('serves the same page to desktop browsers, and answers If-None-Match with 304', async () => {
    const first = await request(suite.app).get('/m/cart').set('Accept-Encoding', 'identity');
    const again = await request(suite.app)
      .get('/m/cart')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('sends the precompressed page to a browser that accepts brotli', async () => {
    const res = await request(suite.app).get('/m').set('Accept-Encoding', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers other methods on /m with 404, never a page or a 5xx', async () => {
    const res = await request(suite.app).post('/m/login').type('form').send('a=1');
    expect(res.status).toBe(404);
  });

  it('does not take over paths that only start with m', async () => {
    const res = await request(suite.app).get('/mall');
    expect(res.status).toBe(404);
    expect(res.text).not.toBe(MOBILE_HTML);
  });
});

describe('the mobile shop before the client is built', () => {
  const suite = appOnFakeDist({ mobile: false });

  it('says so in Chinese with 503, not cached, instead of crashing', async () => {
    const res = await request(suite.app).get('/m/goods/3').set('User-Agent', IPHONE);
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('lang="zh-CN"');
    expect(res.text).toContain('移动版暂不可用');
    expect(res.text).toContain('href="/home"');
  });
});
