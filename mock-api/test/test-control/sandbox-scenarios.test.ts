// A sandbox is made from a scenario (x-mock-scenario, default demo): its rows, its clock and its
// standing faults are its own; a reset or a scenario switch in it leaves the default state alone.
import request from 'supertest';
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../src/domain/account/accounts';
import { SANDBOX_HEADER, SCENARIO_HEADER } from '../../src/test-control/sandboxes';
import { startHarness, type Harness, type Identity } from '../harness';

const page = { pageNum: 1, pageSize: 20 };

/** Calls in sandbox `id`, made from `scenario` when it does not exist yet. */
const inSandbox = (h: Harness, id: string, scenario?: string): Harness => ({
  ...h,
  call: (name, body, who, headers) =>
    h.call(name, body, who, {
      ...headers,
      [SANDBOX_HEADER]: id,
      ...(scenario ? { [SCENARIO_HEADER]: scenario } : {}),
    }),
});

async function loginDemo(h: Harness): Promise<Identity> {
  const reply = await h.call('mobileAndPasswordToLogin', { mobile: DEMO_MOBILE, password: DEMO_PASSWORD });
  expect(reply.code).toBe('01');
  return { token: reply.result.token, userId: reply.result.userId };
}

const orderCount = async (h: Harness) =>
  (await h.call('getOrders', page, await loginDemo(h))).result.total as number;

describe('sandboxes made from scenarios', () => {
  let h: Harness;
  beforeEach(() => {
    h = startHarness({ scenario: 'new-user' });
  });
  afterEach(() => h.close());

  it('makes a sandbox from demo when no scenario is named, and from the one named otherwise', async () => {
    const demo = inSandbox(h, 'lived-in');
    const fresh = inSandbox(h, 'fresh', 'new-user');
    expect(await orderCount(demo)).toBeGreaterThanOrEqual(7);
    expect(await orderCount(fresh)).toBe(0);
    // The default state runs its own scenario (new-user here), untouched by the sandboxes.
    expect(await orderCount(h)).toBe(0);
    const list = (await request(h.app).get('/__mock/sandboxes')).body.result.sandboxes;
    expect(Object.fromEntries(list.map((s: { id: string; scenario: string }) => [s.id, s.scenario]))).toEqual(
      {
        'lived-in': 'demo',
        fresh: 'new-user',
      },
    );
  });

  it('runs a sandbox on its scenario clock (flash-sale: frozen), the default clock unchanged', async () => {
    const before = h.store.clock.now();
    const clock = await request(h.app)
      .get('/__mock/clock')
      .set(SANDBOX_HEADER, 'flash')
      .set(SCENARIO_HEADER, 'flash-sale');
    expect(clock.body.result).toMatchObject({ mode: 'frozen', sandbox: 'flash' });
    // today 11:58 China time (UTC+8)
    expect(new Date(clock.body.result.now).getUTCHours()).toBe(3);
    expect(new Date(clock.body.result.now).getUTCMinutes()).toBe(58);
    expect((await request(h.app).get('/__mock/clock')).body.result).toMatchObject({ mode: 'real' });
    expect(h.store.clock.now()).toBe(before);
  });

  it('shows the flash-sale scenario: the running session ends in 2 minutes, its first goods sold out', async () => {
    const flash = inSandbox(h, 'flash', 'flash-sale');
    const axis = (await flash.call('getTimeAxisV2', {})).result;
    const running = axis.sessions.find((s: { status: string }) => s.status === 'ongoing');
    expect(running.endTime - axis.serverTime).toBe(2 * 60_000);
    const goods = await flash.call('getNewFlashSaleGoods', {
      sessionId: running.sessionId,
      pageNum: 1,
      pageSize: 20,
    });
    const stocks = goods.result.list.map((g: { flashStock: number }) => g.flashStock);
    expect(stocks[0]).toBe(0);
    expect(stocks.slice(1).every((n: number) => n > 0)).toBe(true);
  });

  it('has the demo user at the per-user limit of the second goods: one more is refused with 02', async () => {
    const flash = inSandbox(h, 'flash-limit', 'flash-sale');
    const me = await loginDemo(flash);
    const axis = (await flash.call('getTimeAxisV2', {})).result;
    const running = axis.sessions.find((s: { status: string }) => s.status === 'ongoing');
    const second = (
      await flash.call('getNewFlashSaleGoods', { sessionId: running.sessionId, pageNum: 1, pageSize: 20 })
    ).result.list[1];
    const detail = (await flash.call('getGoods', { goodsId: second.goodsId }, me)).result;
    const sku = detail.skus.find((s: { stock: number }) => s.stock > 0);
    const settle = await flash.call(
      'getOrderSettleInfoNew',
      { source: 'buyNow', goodsId: second.goodsId, skuId: sku.skuId, quantity: 1 },
      me,
    );
    expect(settle.code).toBe('02');
    const limit = detail.flashSale.limitPerUser;
    expect(settle.msg).toContain(`每人限购${limit}件，您本场已抢购${limit}件`);
    // The paid order that reached the limit is in the demo user's list at the flash price.
    const orders = (await flash.call('getOrders', page, me)).result.list;
    const bought = orders.find((o: { items: Array<{ goodsId: number }> }) =>
      o.items.some((i) => i.goodsId === second.goodsId),
    );
    expect(bought.items[0]).toMatchObject({ price: second.flashPrice, quantity: limit });
  });

  it('keeps the fault rules of flaky-upstream inside its sandbox', async () => {
    const flaky = inSandbox(h, 'flaky', 'flaky-upstream');
    const who = await loginDemo(flaky);
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i++)
      outcomes.push(
        await flaky.call('getCart', {}, who).then(
          (r) => r.code,
          () => 'HTTP 500',
        ),
      );
    expect(outcomes).toContain('HTTP 500');
    const me = await loginDemo(h);
    for (let i = 0; i < 12; i++) expect((await h.call('getCart', {}, me)).code).toBe('01');
    expect(h.app.mock.faults.size).toBe(0);
  });

  it('resets and switches a sandbox to its scenario, leaving the default state alone', async () => {
    const box = inSandbox(h, 'switch');
    const lived = await orderCount(box);
    const who = await loginDemo(box);
    const cancel = (await box.call('getWaitPay', page, who)).result.list[0];
    expect((await box.call('cancelOrder', { orderId: cancel.orderId, reason: '不想要了' }, who)).code).toBe(
      '01',
    );
    const reset = await request(h.app).post('/__mock/reset').set(SANDBOX_HEADER, 'switch');
    expect(reset.body.result).toEqual({ reset: true, scenario: 'demo', sandbox: 'switch' });
    expect((await box.call('getWaitPay', page, await loginDemo(box))).result.total).toBeGreaterThan(0);
    expect(await orderCount(box)).toBe(lived);

    const switched = await request(h.app)
      .put('/__mock/scenario')
      .set(SANDBOX_HEADER, 'switch')
      .send({ name: 'after-sale' });
    expect(switched.body.result).toEqual({ scenario: 'after-sale', sandbox: 'switch' });
    const afterSale = await box.call('getAfterSale', page, await loginDemo(box));
    const states = new Set(
      afterSale.result.list.map(
        (e: { kind: string; refund?: { status: string }; repair?: { status: string } }) =>
          `${e.kind}:${(e.refund ?? e.repair)!.status}`,
      ),
    );
    // Six refund states and four repair states.
    expect(states.size).toBe(10);
    expect((await request(h.app).get('/__mock/scenarios')).body.result.current).toBe('new-user');
    expect(await orderCount(h)).toBe(0);
  });

  it('refuses a sandbox from an unknown scenario with a 02 naming the valid ones', async () => {
    const reply = await inSandbox(h, 'nope', 'no-such-scenario').call('getTimeAxisV2', {});
    expect(reply.code).toBe('02');
    expect(reply.msg).toMatch(/^无法创建沙箱：没有名为“no-such-scenario”的场景，可选 .*new-user/);
    expect(h.app.mock.sandboxes.list()).toEqual([]);
  });
});
