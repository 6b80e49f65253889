import request from 'supertest';
import { createApp } from './app.js';
import { makeFakeDist, silentLogger, testConfig, type FakeDist } from './testing/fixtures.js';

const MOBILE_UAS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.14977',
};
const DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('mobile redirect', () => {
  let dist: FakeDist;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    dist = makeFakeDist();
    app = createApp(testConfig({ clientDist: dist.dir }), silentLogger());
  });
  afterAll(() => {
    app.resources.close();
    dist.remove();
  });

  it.each(Object.entries(MOBILE_UAS))(
    'sends %s to the mobile site with 302 and Vary: User-Agent',
    async (_name, ua) => {
      const res = await request(app).get('/home?id=1').set('User-Agent', ua);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/m');
      expect(res.headers.vary).toMatch(/User-Agent/i);
    },
  );

  it.each(['/', '/orders/orderDetails', '/some/unknown/page'])(
    'redirects mobile visitors from %s as well',
    async (pagePath) => {
      const res = await request(app).get(pagePath).set('User-Agent', MOBILE_UAS.android);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/m');
    },
  );

  it.each(['/Classify/products', '/limitedTime/TaobaoGoods'])(
    'keeps mobile visitors on %s',
    async (pagePath) => {
      const res = await request(app).get(`${pagePath}?cid=3`).set('User-Agent', MOBILE_UAS.iphone);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
    },
  );

  it('keeps desktop browsers on the page and still says the answer varies by User-Agent', async () => {
    const res = await request(app).get('/home').set('User-Agent', DESKTOP_UA);
    expect(res.status).toBe(200);
    expect(res.headers.vary).toMatch(/User-Agent/i);
  });

  it('does not redirect files, the API or the mobile page itself', async () => {
    expect(
      (await request(app).get('/assets/logo-Zz99Yy88.svg').set('User-Agent', MOBILE_UAS.android)).status,
    ).toBe(200);
    expect((await request(app).get('/runtime-config.js').set('User-Agent', MOBILE_UAS.android)).status).toBe(
      200,
    );
    expect((await request(app).get('/m').set('User-Agent', MOBILE_UAS.android)).status).toBe(200);
    expect((await request(app).get('/healthz').set('User-Agent', MOBILE_UAS.android)).status).toBe(200);
  });

  it('redirects to an external MOBILE_SITE_URL when configured', async () => {
    const external = createApp(
      testConfig({ clientDist: dist.dir, mobileSiteUrl: 'https://m.example.com/' }),
      silentLogger(),
    );
    const res = await request(external).get('/home').set('User-Agent', MOBILE_UAS.iphone);
    external.resources.close();
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://m.example.com/');
  });
});

describe('/m mobile landing page', () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp(testConfig(), silentLogger());
  });
  afterAll(() => app.resources.close());

  it('explains the mobile site in Chinese with an inline SVG QR code of the home page', async () => {
    const res = await request(app).get('/m').set('Host', 'shop.example.com:8080');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('lang="zh-CN"');
    expect(res.text).toContain('移动版');
    expect(res.text).toMatch(/<svg[^>]*>[\s\S]*<path/);
    expect(res.text).toContain('http://shop.example.com:8080/home');
    expect(res.text).toContain('href="/Classify/products"');
    expect(res.text).toContain('href="/limitedTime/TaobaoGoods"');
  });

  it('loads nothing from elsewhere and runs no script', async () => {
    const res = await request(app).get('/m');
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toMatch(/(src|href)="https?:/i);
  });

  it('does not reflect a forged Host header into the page', async () => {
    const res = await request(app).get('/m').set('Host', 'evil"><script>alert(1)</script>');
    expect(res.status).toBeLessThan(500);
    expect(res.text ?? '').not.toContain('<script>alert(1)');
  });
});
