// Public demo mode through the real server and mock (PUBLIC_DEMO=on, docs/deploy.md): every browser
// gets its own sandbox from the `shop-visitor` cookie, so one visitor's password reset or cart reaches
// no other; client-sent x-mock-* headers and the mock-sandbox cookie do nothing; a crowd of new
// visitors past the mock's sandbox cap are all served; new visitors per address are rate-limited.
import http from 'node:http';
import { isEnvelope, type EndpointName, type Envelope } from '@storefront/contracts';
import { wireRequest } from '../../contracts/src/drift/wire-request.js';
import { FRESH_SANDBOX_NOTICE, NOTICE_HEADER } from '../../mock-api/src/http/request-state.js';
import { send, startStack, type RawReply, type Stack, type Who } from './stack.js';

jest.setTimeout(120_000);

const DEMO = { mobile: '13800138000', password: 'demo1234' };

/** A browser: keeps the cookie the server gives it and sends it back, plus any headers of its own. */
class Browser {
  cookie: string | null = null;
  last: RawReply | null = null;
  constructor(
    private readonly stack: Stack,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call<T = any>(name: EndpointName, input: Record<string, unknown> = {}, who: Who | null = null) {
    const request = wireRequest(
      this.stack.serverUrl,
      name,
      who && { token: who.token, uid: String(who.userId) },
      input,
    );
    const { pathname, search } = new URL(request.url);
    const headers: Record<string, string> = { ...request.headers, ...this.headers };
    if (this.cookie) headers.cookie = [headers.cookie, this.cookie].filter(Boolean).join('; ');
    const reply = await send(this.stack.serverUrl, false, {
      ...request,
      headers,
      path: `${pathname}${search}`,
    });
    this.last = reply;
    const given = reply.headers['set-cookie']?.find((c) => c.startsWith('shop-visitor='));
    if (given) this.cookie = given.split(';')[0]!;
    const parsed: unknown = JSON.parse(reply.text);
    if (!isEnvelope(parsed)) throw new Error(`${name}: not an envelope: ${reply.text.slice(0, 200)}`);
    return parsed as Envelope<T>;
  }

  async login(password = DEMO.password): Promise<Who | null> {
    const reply = await this.call('mobileAndPasswordToLogin', { mobile: DEMO.mobile, password });
    return reply.code === '01' ? { token: reply.result.token, userId: reply.result.userId } : null;
  }
}

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
    stack = await startStack({ server: { publicDemo: { visitorsPerMinute: 100 } } });
    const first = new Browser(stack);
    const sent = await first.call('appSendSMS', { mobile: DEMO.mobile, scene: 'reset' });
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
    expect(sandboxIds(stack).sort()).toEqual(
      [first.cookie, second.cookie].map((c) => `v-${c!.split('=')[1]}`).sort(),
    );
  });
});
