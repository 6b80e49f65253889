// Sandboxes: a request naming x-mock-sandbox (or the mock-sandbox cookie) works on its own state and
// clock; idle expiry on the injected clock, DELETE, and the id in every journal entry.
import request from 'supertest';
import { SANDBOX_HEADER } from '../../src/test-control/sandboxes';
import { pickSelfSku, registerUser, startHarness, type Harness } from '../harness';

const MINUTE = 60_000;

/** The harness, but every call names the sandbox `id`. */
const inSandbox = (h: Harness, id: string): Harness => ({
  ...h,
  call: (name, body, who, headers) => h.call(name, body, who, { ...headers, [SANDBOX_HEADER]: id }),
});

const cartGoods = async (h: Harness, who: Awaited<ReturnType<typeof registerUser>>) => {
  const cart = await h.call('getCart', {}, who);
  return JSON.stringify(cart.result);
};

describe('sandboxes', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('keeps two sandboxes and the default state apart', async () => {
    h = startHarness();
    const a = inSandbox(h, 'worker-a');
    const b = inSandbox(h, 'worker-b');
    const alice = await registerUser(a);
    const sku = pickSelfSku(h.seed, 5);
    expect(
      (await a.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 2 }, alice)).code,
    ).toBe('01');
    expect(await cartGoods(a, alice)).toContain(String(sku.skuId));
    // Alice's token means nothing in the other sandbox, nor in the default state.
    expect((await b.call('getCart', {}, alice)).code).toBe('52');
    expect((await h.call('getCart', {}, alice)).code).toBe('52');
    // The same mobile registers afresh in another sandbox, with an empty cart there.
    const bob = await registerUser(b, alice.mobile);
    expect(await cartGoods(b, bob)).not.toContain(String(sku.skuId));

    const list = await request(h.app).get('/__mock/sandboxes');
    expect(list.body.result.sandboxes.map((s: { id: string }) => s.id).sort()).toEqual([
      'worker-a',
      'worker-b',
    ]);
  });

  it('joins a sandbox by cookie, and gives each its own clock', async () => {
    h = startHarness();
    const before = h.store.clock.now();
    const moved = await request(h.app)
      .post('/__mock/clock/advance')
      .set('Cookie', 'other=1; mock-sandbox=by-cookie')
      .send({ ms: 60 * MINUTE });
    expect(moved.body.result).toMatchObject({ sandbox: 'by-cookie', now: before + 60 * MINUTE });
    expect(h.store.clock.now()).toBe(before);
    const inside = await request(h.app).get('/__mock/clock').set(SANDBOX_HEADER, 'by-cookie');
    expect(inside.body.result.now).toBe(before + 60 * MINUTE);
    expect(inside.headers['x-mock-now']).toBe(String(before + 60 * MINUTE));
  });

  it('advances a sandbox clock from a form body, as the README curl sends it', async () => {
    h = startHarness();
    const before = h.store.clock.now();
    const moved = await request(h.app)
      .post('/__mock/clock/advance')
      .set(SANDBOX_HEADER, 'by-form')
      .type('form')
      .send('ms=86400000');
    expect(moved.body).toMatchObject({ code: '01', result: { sandbox: 'by-form', advancedMs: 86_400_000 } });
    const frozen = await request(h.app)
      .put('/__mock/clock')
      .set(SANDBOX_HEADER, 'by-form')
      .type('form')
      .send('mode=real');
    expect(frozen.body.code).toBe('01');
    expect(h.store.clock.now()).toBe(before);
  });

  it('removes a sandbox idle for longer than the idle time, and stops its timers', async () => {
    h = startHarness({ sandboxes: { idleMs: 30 * MINUTE } });
    await inSandbox(h, 'idle').call('getTimeAxisV2', {});
    const sandbox = h.app.mock.sandboxes.get('idle')!;
    let closed = false;
    sandbox.store.onClose(() => {
      closed = true;
    });
    h.clock.advance(29 * MINUTE);
    await inSandbox(h, 'busy').call('getTimeAxisV2', {});
    expect(h.app.mock.sandboxes.get('idle')).toBeDefined();
    h.clock.advance(2 * MINUTE);
    const list = await request(h.app).get('/__mock/sandboxes');
    expect(list.body.result.sandboxes.map((s: { id: string }) => s.id)).toEqual(['busy']);
    expect(closed).toBe(true);
  });

  it('refuses a malformed sandbox id with a 03', async () => {
    h = startHarness();
    const reply = await inSandbox(h, 'no spaces/allowed').call('getTimeAxisV2', {});
    expect(reply).toMatchObject({ code: '03', errors: { [SANDBOX_HEADER]: expect.any(String) } });
    expect(h.app.mock.sandboxes.list()).toEqual([]);
  });

  it('names the sandbox and the operation in the journal', async () => {
    h = startHarness();
    await inSandbox(h, 'journaled').call('getTimeAxisV2', {});
    await h.call('addCart', { goodsId: 'x' });
    const entries = (await request(h.app).get('/__mock/journal')).body.result.entries;
    expect(entries[0]).toMatchObject({ operation: 'addCart', sandbox: null });
    expect(entries[1]).toMatchObject({ operation: 'getTimeAxisV2', sandbox: 'journaled' });
    const only = (await request(h.app).get('/__mock/journal?sandbox=journaled')).body.result.entries;
    expect(only).toHaveLength(1);
  });

  it('prepares a new sandbox with the injected hook and the scenario it names (default demo)', async () => {
    const seen: string[] = [];
    h = startHarness({
      sandboxes: {
        prepare: ({ scenario }) => {
          if (scenario === 'missing') throw new Error('场景不存在：missing');
          seen.push(scenario);
        },
      },
    });
    await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: 's1', 'x-mock-scenario': 'new-user' });
    await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: 's2' });
    expect(seen).toEqual(['new-user', 'demo']);
    const bad = await h.call('getTimeAxisV2', {}, null, {
      [SANDBOX_HEADER]: 's3',
      'x-mock-scenario': 'missing',
    });
    expect(bad).toMatchObject({ code: '02', msg: '无法创建沙箱：场景不存在：missing' });
  });
});
