import request from 'supertest';
import { createApp } from './app.js';
import { appOnFakeDist, silentLogger, testConfig } from '../test-support/fixtures.js';

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
  const suite = appOnFakeDist();

  it.each(Object.entries(MOBILE_UAS))(
    'sends %s to the mobile site with 302 and Vary: User-Agent',
    async (_name, ua) => {
      const res = await request(suite.app).get('/home?id=1').set('User-Agent', ua);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/m');
      expect(res.headers.vary).toMatch(/User-Agent/i);
    },
  );

  it.each(['/', '/orders/orderDetails', '/some/unknown/page', '/cooperation'])(
    'redirects mobile visitors from %s as well, to the mobile home or the matching page',
    async (pagePath) => {
      const res = await request(suite.app).get(pagePath).set('User-Agent', MOBILE_UAS.android);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(pagePath === '/orders/orderDetails' ? '/m/orders' : '/m');
    },
  );

  it.each([
    ['/Goods?id=1001', '/m/goods/1001'],
    ['/Goods?id=abc', '/m'],
    ['/Goods', '/m'],
    ['/SearchProduct?keyword=%E8%8C%B6%E5%8F%B6', '/m/search?keyword=%E8%8C%B6%E5%8F%B6'],
    ['/ShoppingCart', '/m/cart'],
    ['/orders?tab=waitPay', '/m/orders'],
    ['/orders/orderDetails?orderId=12', '/m/orders/12'],
    ['/userLogin?redirect=%2FGoods%3Fid%3D7', '/m/login?redirect=%2Fm%2Fgoods%2F7'],
    ['/userLogin?redirect=%2F%2Fevil.example', '/m/login'],
    ['/article/articleDetail?id=5', '/m/article/5'],
    ['/article/articleDetail?id=5&type=post', '/m/post/5'],
  ])('sends a phone from %s to the matching mobile page %s', async (desktopUrl, mobileUrl) => {
    const res = await request(suite.app).get(desktopUrl).set('User-Agent', MOBILE_UAS.iphone);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(mobileUrl);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/Classify/products', '/limitedTime/TaobaoGoods'])(
    'keeps mobile visitors on %s',
    async (pagePath) => {
      const res = await request(suite.app).get(`${pagePath}?cid=3`).set('User-Agent', MOBILE_UAS.iphone);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
    },
  );

  it('keeps desktop browsers on the page and still says the answer varies by User-Agent', async () => {
    const res = await request(suite.app).get('/home').set('User-Agent', DESKTOP_UA);
    expect(res.status).toBe(200);
    expect(res.headers.vary).toMatch(/User-Agent/i);
  });

  it('does not redirect files, the API or the mobile page itself', async () => {
    expect(
      (await request(suite.app).get('/assets/logo-Zz99Yy88.svg').set('User-Agent', MOBILE_UAS.android))
        .status,
    ).toBe(200);
    expect(
      (await request(suite.app).get('/runtime-config.js').set('User-Agent', MOBILE_UAS.android)).status,
    ).toBe(200);
    expect((await request(suite.app).get('/m').set('User-Agent', MOBILE_UAS.android)).status).toBe(200);
    expect((await request(suite.app).get('/healthz').set('User-Agent', MOBILE_UAS.android)).status).toBe(200);
  });

  it('redirects to an external MOBILE_SITE_URL when configured', async () => {
    const external = createApp(
      testConfig({ clientDist: suite.dist.dir, mobileSiteUrl: 'https://m.example.com/' }),
      silentLogger(),
    );
    const res = await request(external).get('/home').set('User-Agent', MOBILE_UAS.iphone);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://m.example.com/');
    const goods = await request(external).get('/Goods?id=8').set('User-Agent', MOBILE_UAS.iphone);
    external.resources.close();
    expect(goods.headers.location).toBe('https://m.example.com/goods/8');
  });
});
