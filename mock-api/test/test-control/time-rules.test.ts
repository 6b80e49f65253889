// Every time rule follows the mock clock: POST /__mock/clock/advance moves the shop's time and runs
// the steps that fell due in between, in order.
import request from 'supertest';
import { currentStock } from '../../src/store/catalogue/stock';
import { PAY_WINDOW_MS } from '../../src/store/order/deadlines';
import { ORDERS } from '../../src/store/order/table';
import { flashSessionsOfDay, flashStatus } from '../../src/store/seed/flash-sale';
import { pickSelfSku, placeOrder, registerUser, startHarness, type Harness } from '../harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const advance = async (h: Harness, ms: number, headers: Record<string, string> = {}) =>
  (await request(h.app).post('/__mock/clock/advance').set(headers).send({ ms })).body as {
    code: string;
    result: { now: number; steps: number };
  };

describe('time rules follow the mock clock', () => {
  let h: Harness;
  beforeEach(() => {
    h = startHarness();
  });
  afterEach(() => h.close());

  it('closes an unpaid order at 30 minutes and returns its stock', async () => {
    const me = await registerUser(h);
    const sku = pickSelfSku(h.seed, 5, 2);
    const ctx = { store: h.store, seed: h.seed };
    const before = currentStock(ctx, sku.skuId);
    const orderId = await placeOrder(h, me, sku, 2);
    expect(currentStock(ctx, sku.skuId)).toBe(before - 2);

    await advance(h, 29 * MINUTE);
    expect(h.store.table(ORDERS).get(orderId)).toMatchObject({ status: 'waitPay' });

    const placedAt = h.store.table(ORDERS).get(orderId)!.createTime;
    const moved = await advance(h, 2 * MINUTE);
    expect(moved).toMatchObject({ code: '01', result: { steps: 1 } });
    const order = h.store.table(ORDERS).get(orderId)!;
    expect(order.status).toBe('cancelled');
    // Closed at its own deadline, not at the end of the advance.
    expect(order.cancelTime).toBe(placedAt + PAY_WINDOW_MS);
    expect(currentStock(ctx, sku.skuId)).toBe(before);
  });

  it('runs chained steps in order: payment settles, then the receipt confirms 10 days after delivery', async () => {
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, pickSelfSku(h.seed, 5, 3));
    await h.call('buy', { orderId }, me);
    await advance(h, 5_000);
    expect(h.store.table(ORDERS).get(orderId)).toMatchObject({ status: 'waitDelivery' });
    await request(h.app).post(`/__mock/orders/${orderId}/ship`).send({});
    await advance(h, 11 * 24 * HOUR);
    expect(h.store.table(ORDERS).get(orderId)).toMatchObject({ status: 'waitEvaluate' });
  });

  it('ends a login session after 24 hours', async () => {
    const me = await registerUser(h);
    await advance(h, 23 * HOUR);
    expect((await h.call('getCart', {}, me)).code).toBe('01');
    await advance(h, 2 * HOUR);
    expect((await h.call('getCart', {}, me)).code).toBe('52');
  });

  it('expires a coupon at its end time', async () => {
    const me = await registerUser(h);
    const coupon = [...h.seed.coupons.values()].find(
      (c) => c.threshold === 0 && c.categoryId === 0 && c.couponId !== 1 && c.endTime > h.store.clock.now(),
    )!;
    const uc = (await h.call('receiveCoupon', { couponId: coupon.couponId }, me)).result.userCouponId;
    await advance(h, coupon.endTime - h.store.clock.now() - MINUTE);
    const login = async () =>
      (await h.call('mobileAndPasswordToLogin', { mobile: me.mobile, password: me.password })).result;
    const ids = async (status: string) =>
      (await h.call('getNewMyCouponList', { status }, await login())).result.list.map(
        (c: { userCouponId: number }) => c.userCouponId,
      );
    expect(await ids('unused')).toContain(uc);
    await advance(h, 2 * MINUTE);
    expect(await ids('expired')).toEqual([uc]);
  });

  it('moves flash sessions: the running session ends when the clock passes its end', async () => {
    const now = h.store.clock.now();
    const running = flashSessionsOfDay(h.seed.flashPool, now).find((s) => flashStatus(s, now) === 'ongoing')!;
    const statusOf = async () =>
      (await h.call('getTimeAxisV2', {})).result.sessions.find(
        (s: { sessionId: number }) => s.sessionId === running.sessionId,
      )?.status;
    expect(await statusOf()).toBe('ongoing');
    await advance(h, running.endTime - now);
    expect(await statusOf()).not.toBe('ongoing');
  });

  it('answers GET/PUT /__mock/clock and refuses bad settings per field', async () => {
    const at = Date.UTC(2026, 11, 1, 4, 0, 0);
    const put = await request(h.app)
      .put('/__mock/clock')
      .send({ mode: 'frozen', at: new Date(at).toISOString() });
    expect(put.body).toMatchObject({ code: '01', result: { mode: 'frozen', now: at } });
    expect(put.headers['x-mock-now']).toBe(String(at));
    const got = await request(h.app).get('/__mock/clock');
    expect(got.body.result).toMatchObject({ mode: 'frozen', now: at, iso: new Date(at).toISOString() });
    expect((await advance(h, HOUR)).result.now).toBe(at + HOUR);

    const bad = await request(h.app).put('/__mock/clock').send({ mode: 'frozen', at: 'tomorrow' });
    expect(bad.body).toMatchObject({ code: '03', errors: { at: expect.any(String) } });
    const badMode = await request(h.app).put('/__mock/clock').send({ mode: 'sometimes' });
    expect(badMode.body).toMatchObject({ code: '03', errors: { mode: expect.any(String) } });
    const badMs = await request(h.app).post('/__mock/clock/advance').send({ ms: -5 });
    expect(badMs.body).toMatchObject({ code: '03', errors: { ms: expect.any(String) } });

    // Every reply carries the mock's time.
    const api = await request(h.app).get('/api/no/such/thing');
    expect(api.headers['x-mock-now']).toBe(String(at + HOUR));
  });
});
