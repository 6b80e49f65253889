// The console page and the reads it needs: the page under its strict CSP (Chinese, or English with
// ?lang=en), its built script, the demo account's orders with the admin actions each allows, and what
// falls due before a clock advance.
import request from 'supertest';
import {
  admin,
  pickSelfSku,
  placeOrder,
  startHarness,
  testApp,
  type Harness,
  type Identity,
} from '../../harness.js';

let h: Harness;
beforeAll(() => {
  h = startHarness({ scenario: 'demo' });
});
afterAll(() => h.close());

async function loginDemo(): Promise<Identity> {
  const reply = await h.call('mobileAndPasswordToLogin', { mobile: '13800138000', password: 'demo1234' });
  expect(reply.code).toBe('01');
  return { token: reply.result.token, userId: reply.result.userId };
}
const buyOne = async (who: Identity) => placeOrder(h, who, pickSelfSku(h.seed, 20, 3));

describe('console page', () => {
  it('is Chinese by default and English with ?lang=en, under a CSP without inline scripts', async () => {
    const zh = await request(h.app).get('/__mock/console');
    expect(zh.status).toBe(200);
    expect(zh.text).toContain('<html lang="zh-CN">');
    expect(zh.text).toContain('<title>Mock 控制台</title>');
    const csp = zh.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // No inline script: every <script> has a src, or is data (the operation names are a datalist).
    expect(zh.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(zh.text).toContain('<option value="getHotGoods">');
    const en = await request(h.app).get('/__mock/console?lang=en');
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toContain('<title>Mock console</title>');
  });

  it("names the shop's address the mock was started with (MOCK_SHOP_URL), escaped, and none without it", async () => {
    const page = await request(h.app).get('/__mock/console');
    expect(page.text).not.toContain('storefront-shop-url');
    const withShop = testApp({ shopUrl: 'http://localhost:18990/home?a=1&b="2"' });
    try {
      const reply = await request(withShop).get('/__mock/console');
      expect(reply.text).toContain(
        '<meta name="storefront-shop-url" content="http://localhost:18990/home?a=1&amp;b=&quot;2&quot;">',
      );
    } finally {
      await withShop.mock.store.close();
    }
  });

  it('serves its stylesheet, and only script files by name', async () => {
    const css = await request(h.app).get('/__mock/console/console.css');
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect((await request(h.app).get('/__mock/console/..%2Fmain.js')).status).toBe(404);
    expect((await request(h.app).get('/__mock/console/secret.txt')).status).toBe(404);
  });
});

describe('GET /__mock/orders', () => {
  it("lists the demo account's orders with their states and the admin actions each allows", async () => {
    const orderId = await buyOne(await loginDemo());
    const res = await request(h.app).get('/__mock/orders');
    expect(res.body.code).toBe('01');
    expect(res.body.result.user).toMatchObject({ mobile: '13800138000' });
    const order = res.body.result.orders.find((o: { id: number }) => o.id === orderId);
    expect(order).toMatchObject({ status: 'waitPay', statusText: '待付款', actions: ['pay'] });
    await admin(h, `/orders/${orderId}/pay`);
    const paid = (await request(h.app).get('/__mock/orders')).body.result.orders.find(
      (o: { id: number }) => o.id === orderId,
    );
    expect(paid).toMatchObject({ status: 'waitDelivery', actions: ['ship'] });
  });

  it('answers an unknown mobile with no user, and a malformed one with 03', async () => {
    expect((await request(h.app).get('/__mock/orders?mobile=13900000001')).body.result).toEqual({
      user: null,
      orders: [],
    });
    expect((await request(h.app).get('/__mock/orders?mobile=123')).body.code).toBe('03');
  });
});

describe('GET /__mock/clock/due', () => {
  it('lists an unpaid order closing within 31 minutes, not within 1 minute, and changes nothing', async () => {
    const orderId = await buyOne(await loginDemo());
    const orderNo = (await request(h.app).get('/__mock/orders')).body.result.orders.find(
      (o: { id: number }) => o.id === orderId,
    ).orderNo;
    const soon = (await request(h.app).get('/__mock/clock/due?ms=60000')).body.result.items;
    expect(soon.some((i: { orderId?: number }) => i.orderId === orderId)).toBe(false);
    const later = (await request(h.app).get(`/__mock/clock/due?ms=${31 * 60_000}`)).body.result.items;
    expect(later).toContainEqual(
      expect.objectContaining({ kind: 'order-close', orderId, text: expect.stringContaining(orderNo) }),
    );
    const day = (await request(h.app).get(`/__mock/clock/due?ms=${86_400_000}`)).body.result.items;
    expect(day.some((i: { kind: string }) => i.kind === 'flash')).toBe(true);
    const still = (await request(h.app).get('/__mock/orders')).body.result.orders.find(
      (o: { id: number }) => o.id === orderId,
    );
    expect(still.status).toBe('waitPay');
    expect((await request(h.app).get('/__mock/clock/due?ms=-1')).body.code).toBe('03');
  });
});
