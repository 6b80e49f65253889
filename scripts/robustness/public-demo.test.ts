// Public demo mode through the real server and mock (PUBLIC_DEMO=on, docs/deploy.md): every browser
// gets its own sandbox from the `shop-visitor` cookie, so one visitor's password reset or cart reaches
// no other; client-sent x-mock-* headers and the mock-sandbox cookie do nothing; a crowd of new
// visitors past the mock's sandbox cap are all served; new visitors per address are rate-limited.
import { FRESH_SANDBOX_NOTICE, NOTICE_HEADER } from '../../mock-api/src/http/request-state.js';
import { parseConfig } from '../../server/src/env.js';
import { Browser, DEMO, PROXY_TIMEOUT_MS } from './demo-browser.js';
import { send, startStack, type Stack, type Who } from './stack.js';

jest.setTimeout(120_000);
/** A steered delay (the mock's most): honoured, the call could not come back sooner, however loaded the machine. */
const STEERED_DELAY_MS = 60_000;

const cartNames = async (browser: Browser, who: Who): Promise<string[]> => {
  const cart = await browser.call('getCart', {}, who);
  expect(cart.code).toBe('01');
  return (cart.result.items as Array<{ name: string; quantity: number }>).map(
    (i) => `${i.name} ×${i.quantity}`,
  );
};

const sandboxIds = (stack: Stack): string[] => stack.mock.mock.sandboxes.list().map((s) => s.id);

describe('public demo mode', () => {
  let stack: Stack;
  afterEach(() => stack.close());

  it("keeps one visitor's password reset and cart away from the next visitor", async () => {
    stack = await startStack({
      proxyTimeoutMs: PROXY_TIMEOUT_MS,
      server: { publicDemo: { visitorsPerMinute: 100 } },
    });
    const first = new Browser(stack);
    const sent = await first.call('appSendSMS', { mobile: DEMO.mobile, scene: 'reset' });
    expect(sent).toMatchObject({ code: '01' });
    const code = /(\d{6})/.exec(sent.msg)![1]!;
    expect(
      (await first.call('resetPasswordS', { mobile: DEMO.mobile, code, password: 'taken123' })).code,
    ).toBe('01');
    expect(await first.login()).toBeNull();
    const owner = (await first.login('taken123'))!;
    const demoCart = await cartNames(first, owner);
    expect(demoCart.length).toBeGreaterThan(0);
    const added = [...stack.mock.mock.seed.goods.values()].find(
      (g) => g.shopType === 'self' && g.skus.some((s) => s.stock >= 5) && !demoCart.join().includes(g.name),
    )!;
    const sku = added.skus.find((s) => s.stock >= 5)!;
    const put = await first.call('addCart', { goodsId: added.goodsId, skuId: sku.skuId, quantity: 2 }, owner);
    expect(put.code).toBe('01');
    expect((await cartNames(first, owner)).join()).toContain(added.name);

    const second = new Browser(stack);
    const visitor = await second.login();
    expect(visitor).not.toBeNull();
    // The demo scenario's cart, without the first visitor's line.
    expect(await cartNames(second, visitor!)).toEqual(demoCart);
    expect(first.cookie).not.toEqual(second.cookie);
    expect(sandboxIds(stack)).toHaveLength(2);
  });

  it('gives a client-sent x-mock-* header or mock-sandbox cookie no effect', async () => {
    stack = await startStack({
      proxyTimeoutMs: PROXY_TIMEOUT_MS,
      server: { publicDemo: { visitorsPerMinute: 100 } },
    });
    const steering = {
      'x-mock-fault': '500',
      'x-mock-delay': String(STEERED_DELAY_MS),
      'x-mock-scenario': 'new-user',
      'x-mock-sandbox': 'someone-else',
      cookie: 'mock-sandbox=someone-else',
    };
    // An image is no visitor's call: no cookie for it, no sandbox made, the steering dropped all the same.
    const image = await send(stack.serverUrl, false, {
      method: 'GET',
      path: '/media/avatar/100001.svg',
      headers: steering,
    });
    expect(image.status).toBe(200);
    expect(image.headers['set-cookie']).toBeUndefined();
    expect(sandboxIds(stack)).toEqual([]);
    const browser = new Browser(stack, steering);
    const started = Date.now();
    expect((await browser.call('getTimeAxisV2')).code).toBe('01');
    expect(browser.last!.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(STEERED_DELAY_MS);
    // Its own sandbox, from the demo scenario: the demo account is there, the named one is not.
    expect(sandboxIds(stack)).toHaveLength(1);
    expect(stack.mock.mock.sandboxes.list()[0]!.scenario).toBe('demo');
    expect(await browser.login()).not.toBeNull();
  });

  it('serves a hundred new visitors past the sandbox cap, and tells an evicted one it starts afresh', async () => {
    stack = await startStack({
      proxyTimeoutMs: PROXY_TIMEOUT_MS,
      server: { publicDemo: { visitorsPerMinute: 1000 } },
      mock: { sandboxes: { max: 10 } },
    });
    const early = new Browser(stack);
    expect((await early.call('getTimeAxisV2')).code).toBe('01');
    const crowd = Array.from({ length: 100 }, () => new Browser(stack));
    // In small groups, as visitors arrive: each group's sandboxes are being made while older ones idle.
    for (let at = 0; at < crowd.length; at += 4) {
      const codes = await Promise.all(
        crowd.slice(at, at + 4).map(async (b) => (await b.call('getTimeAxisV2')).code),
      );
      expect(codes).toEqual(codes.map(() => '01'));
    }
    expect(stack.mock.mock.sandboxes.list().length).toBeLessThanOrEqual(10);
    expect((await early.call('getTimeAxisV2')).code).toBe('01');
    expect(decodeURIComponent(String(early.last!.headers[NOTICE_HEADER]))).toBe(FRESH_SANDBOX_NOTICE);
  });

  it('limits new visitors per client address, never a known one', async () => {
    // The test's requests come from loopback: here that is the configured proxy (TRUST_PROXY).
    stack = await startStack({
      proxyTimeoutMs: PROXY_TIMEOUT_MS,
      server: { publicDemo: { visitorsPerMinute: 3 }, trustProxy: ['loopback'] },
    });
    const from = (address: string) => new Browser(stack, { 'x-forwarded-for': address });
    const known = from('203.0.113.1');
    expect((await known.call('getTimeAxisV2')).code).toBe('01');
    for (let i = 0; i < 2; i++) expect((await from('203.0.113.1').call('getTimeAxisV2')).code).toBe('01');
    const refused = from('203.0.113.1');
    const reply = await refused.call('getTimeAxisV2');
    expect(reply).toMatchObject({ code: '02', msg: '新访客过多，请稍后再试' });
    expect(refused.last!.status).toBe(429);
    expect(refused.last!.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.cookie).toBeNull();
    expect((await known.call('getTimeAxisV2')).code).toBe('01');
    expect((await from('203.0.113.2').call('getTimeAxisV2')).code).toBe('01');
  });

  it('limits 40 new visitors from one untrusted peer however many addresses they claim', async () => {
    // TRUST_PROXY unset in public demo mode: the direct peer is the client, whatever X-Forwarded-For says.
    const { trustProxy, publicDemo } = parseConfig({ PUBLIC_DEMO: 'on' }, process.cwd());
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS, server: { publicDemo, trustProxy } });
    const codes: string[] = [];
    for (let i = 1; i <= 40; i++) {
      const browser = new Browser(stack, { 'x-forwarded-for': `198.51.100.${i}` });
      codes.push((await browser.call('getTimeAxisV2')).code);
    }
    expect(codes.filter((code) => code === '01')).toHaveLength(publicDemo!.visitorsPerMinute);
    expect(codes.slice(publicDemo!.visitorsPerMinute).every((code) => code === '02')).toBe(true);
  });

  it('issues an HttpOnly, SameSite=Lax cookie of 128 random bits and their signature on the first page, Secure over HTTPS', async () => {
    // Secure from the proxy's X-Forwarded-Proto: loopback is the configured proxy here.
    stack = await startStack({
      proxyTimeoutMs: PROXY_TIMEOUT_MS,
      server: { publicDemo: { visitorsPerMinute: 100 }, trustProxy: ['loopback'] },
    });
    const page = (headers: Record<string, string>) =>
      send(stack.serverUrl, false, {
        method: 'GET',
        path: '/home',
        headers: { accept: 'text/html', ...headers },
      });
    const plain = (await page({})).headers['set-cookie']![0]!;
    expect(plain).toMatch(
      /^shop-visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const tls = (await page({ 'x-forwarded-proto': 'https' })).headers['set-cookie']![0]!;
    expect(tls).toMatch(/; Secure$/);
    expect((await page({ cookie: plain.split(';')[0]! })).headers['set-cookie']).toBeUndefined();
    const probe = await send(stack.serverUrl, false, { method: 'GET', path: '/healthz' });
    expect(probe.headers['set-cookie']).toBeUndefined();
  });
});

describe('without public demo mode', () => {
  let stack: Stack;
  afterEach(() => stack.close());

  it('passes the steering headers as before (local runs and e2e tests use them)', async () => {
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS });
    const browser = new Browser(stack, { 'x-mock-fault': '500', 'x-mock-sandbox': 'worker-1' });
    await browser.call('getTimeAxisV2');
    expect(browser.last!.status).toBe(500);
    expect(browser.cookie).toBeNull();
    expect(sandboxIds(stack)).toEqual(['worker-1']);
  });

  it('ignores them through the server when the mock runs with MOCK_ADMIN=off, keeping the sandbox', async () => {
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS, mock: { admin: { enabled: false } } });
    const browser = new Browser(stack, {
      'x-mock-fault': '500',
      'x-mock-delay': String(STEERED_DELAY_MS),
      'x-mock-scenario': 'new-user',
      'x-mock-sandbox': 'worker-2',
    });
    const started = Date.now();
    expect((await browser.call('getTimeAxisV2')).code).toBe('01');
    expect(Date.now() - started).toBeLessThan(STEERED_DELAY_MS);
    expect(stack.mock.mock.sandboxes.get('worker-2')?.scenario).toBe('demo');
  });
});
