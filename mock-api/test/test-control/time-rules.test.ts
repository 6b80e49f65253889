// Every time rule follows the mock clock: POST /__mock/clock/advance moves the shop's time and runs
// the steps that fell due in between, in order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { TEMP_TOKENS } from '../../src/domain/account/temp-tokens';
import { SANDBOX_HEADER, SCENARIO_HEADER } from '../../src/test-control/sandboxes';
import { currentStock } from '../../src/domain/catalogue/stock';
import { PAY_WINDOW_MS } from '../../src/domain/order/deadlines';
import { ORDERS } from '../../src/domain/order/table';
import { flashSessionsOfDay, flashStatus } from '../../src/seed/flash-sale';
import {
  codeFromMsg,
  freshMobile,
  pickSelfSku,
  placeOrder,
  registerUser,
  startHarness,
  type Harness,
} from '../harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every time rule of the shop, by the duration it is written with in the domain, persistence, seed or shared code (or contracts), and
 * the test below that moves the mock clock past it. A new `*_MS` duration there without a
 * line here fails 'enumerates every time rule'.
 */
const RULES = {
  PAY_WINDOW_MS: 'closes an unpaid order at 30 minutes and returns its stock',
  PAY_SETTLE_MS:
    'runs chained steps in order: payment settles, then the receipt confirms 10 days after delivery',
  AUTO_RECEIVE_MS:
    'runs chained steps in order: payment settles, then the receipt confirms 10 days after delivery',
  SESSION_TTL_MS: 'ends a login session after 24 hours',
  coupon: 'expires a coupon at its end time',
  flash: 'moves flash sessions: the running session ends when the clock passes its end',
  parcel: 'moves a parcel along its trail as the clock moves',
  REVIEW_MS: "finishes the shop's refund and repair reviews, and repairs, on the clock (in a sandbox)",
  REPAIR_MS: "finishes the shop's refund and repair reviews, and repairs, on the clock (in a sandbox)",
  REFUND_WINDOW_MS: 'closes the refund window 15 days after receipt',
  INVOICE_ISSUE_MS: 'issues an invoice a minute after it is asked for',
  SMS_RESEND_MS: 'lets an SMS code be sent again after 60 s and expires it after 5 minutes',
  SMS_TTL_MS: 'lets an SMS code be sent again after 60 s and expires it after 5 minutes',
  LOGIN_WINDOW_MS: 'lifts a login block after its 15-minute window',
  TEMP_TOKEN_TTL_MS: 'drops a temporary token after 5 minutes',
  LATE_SETTLE_MS: 'pays a late-success payment 5 minutes after buy',
} as const;

/** Plain units, not rules. */
const UNITS = new Set(['HOUR_MS', 'DAY_MS']);

function durationConstants(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return durationConstants(path);
    if (!e.name.endsWith('.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/export const ([A-Z_]+_MS)\b/g)].map((m) => m[1]!);
  });
}

it('enumerates every time rule: each duration of the store has a test that moves the clock past it', () => {
  const found = ['domain', 'persistence', 'seed', 'shared']
    .flatMap((layer) => durationConstants(join(__dirname, '../../src', layer)))
    .filter((name) => !UNITS.has(name));
  expect(found.length).toBeGreaterThan(8);
  expect(found.filter((name) => !(name in RULES))).toEqual([]);
  // Each rule's title is the title of a test in this file.
  const tested = new Set(
    [...readFileSync(__filename, 'utf8').matchAll(/it\(RULES\.(\w+),/g)].map(
      (m) => RULES[m[1] as keyof typeof RULES],
    ),
  );
  const untested = Object.entries(RULES).filter(([, title]) => !tested.has(title));
  expect(untested).toEqual([]);
});

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

  it(RULES.PAY_WINDOW_MS, async () => {
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

  it(RULES.PAY_SETTLE_MS, async () => {
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, pickSelfSku(h.seed, 5, 3));
    await h.call('buy', { orderId }, me);
    await advance(h, 5_000);
    expect(h.store.table(ORDERS).get(orderId)).toMatchObject({ status: 'waitDelivery' });
    await request(h.app).post(`/__mock/orders/${orderId}/ship`).send({});
    await advance(h, 11 * 24 * HOUR);
    expect(h.store.table(ORDERS).get(orderId)).toMatchObject({ status: 'waitEvaluate' });
  });

  it(RULES.LATE_SETTLE_MS, async () => {
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, pickSelfSku(h.seed, 5, 3));
    await request(h.app).post('/__mock/payments').send({ outcome: 'late-success', orderId }).expect(200);
    await h.call('buy', { orderId }, me);
    await advance(h, 5 * MINUTE - 1_000);
    expect(h.store.table(ORDERS).get(orderId)).toMatchObject({ status: 'waitPay' });
    await advance(h, 1_000);
    expect(h.store.table(ORDERS).get(orderId)).toMatchObject({ status: 'waitDelivery' });
  });

  it(RULES.SESSION_TTL_MS, async () => {
    const me = await registerUser(h);
    await advance(h, 23 * HOUR);
    expect((await h.call('getCart', {}, me)).code).toBe('01');
    await advance(h, 2 * HOUR);
    expect((await h.call('getCart', {}, me)).code).toBe('52');
  });

  it(RULES.coupon, async () => {
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

  it(RULES.flash, async () => {
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

  it(RULES.parcel, async () => {
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, pickSelfSku(h.seed, 5, 4));
    await h.call('buy', { orderId }, me);
    await advance(h, 5_000);
    await request(h.app).post(`/__mock/orders/${orderId}/ship`).send({});
    const traces = async () => (await h.call('viewLogistics', { orderId }, me)).result.traces.length;
    const shipped = await traces();
    await advance(h, 10 * HOUR);
    expect(await traces()).toBeGreaterThan(shipped + 1);
  });

  it(RULES.REVIEW_MS, async () => {
    // after-sale: a frozen clock keeps the reviews waiting until it is advanced.
    const headers = { [SANDBOX_HEADER]: 'reviews', [SCENARIO_HEADER]: 'after-sale' };
    // A fresh login per look: two days on, yesterday's session has ended.
    const me = async () => {
      const login = await h.call(
        'mobileAndPasswordToLogin',
        { mobile: '13800138000', password: 'demo1234' },
        null,
        headers,
      );
      return { token: login.result.token, userId: login.result.userId };
    };
    const states = async () =>
      (await h.call('getAfterSale', { pageNum: 1, pageSize: 20 }, await me(), headers)).result.list.map(
        (e: { kind: string; refund?: { status: string }; repair?: { status: string } }) =>
          `${e.kind}:${(e.refund ?? e.repair)!.status}`,
      );
    const before = await states();
    expect(before).toEqual(
      expect.arrayContaining(['refund:applying', 'repair:applying', 'repair:processing']),
    );
    await advance(h, 2 * DAY + MINUTE, headers);
    const after = await states();
    expect(after).not.toContain('refund:applying');
    expect(after).not.toContain('repair:applying');
    expect(after).not.toContain('repair:processing');
    // The default state's clock did not move.
    expect((await request(h.app).get('/__mock/clock')).body.result.mode).toBe('real');
  });

  it(RULES.REFUND_WINDOW_MS, async () => {
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, pickSelfSku(h.seed, 5, 5));
    await h.call('buy', { orderId }, me);
    await advance(h, 5_000);
    await request(h.app).post(`/__mock/orders/${orderId}/ship`).send({});
    expect((await h.call('takeDelivery', { orderId }, me)).code).toBe('01');
    const order = h.store.table(ORDERS).get(orderId)!;
    const itemRef = { orderId, orderItemId: order.items[0]!.orderItemId };
    const canRefund = async () => {
      // A fresh login per look: the 24-hour session has long ended.
      const login = await h.call('mobileAndPasswordToLogin', { mobile: me.mobile, password: me.password });
      const who = { token: login.result.token, userId: login.result.userId };
      return (await h.call('getVerifyRefundResultNew', itemRef, who)).result.canRefund;
    };
    await advance(h, 14 * DAY);
    expect(await canRefund()).toBe(true);
    await advance(h, 2 * DAY);
    expect(await canRefund()).toBe(false);
  });

  it(RULES.INVOICE_ISSUE_MS, async () => {
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, pickSelfSku(h.seed, 5, 6));
    await h.call('buy', { orderId }, me);
    await advance(h, 5_000);
    const asked = await h.call(
      'addInvoice',
      { orderId, invoiceTitleType: 'personal', invoiceTitle: '张三', email: 'a@example.com' },
      me,
    );
    expect(asked.code).toBe('01');
    const status = async () => (await h.call('getInvoice', { orderId }, me)).result.status;
    expect(await status()).toBe('issuing');
    await advance(h, MINUTE);
    expect(await status()).toBe('issued');
  });

  it(RULES.SMS_TTL_MS, async () => {
    const mobile = freshMobile();
    const sent = await h.call('appSendSMS', { mobile, scene: 'register' });
    expect(sent.code).toBe('01');
    expect((await h.call('appSendSMS', { mobile, scene: 'register' })).code).toBe('02');
    await advance(h, 61_000);
    const again = await h.call('appSendSMS', { mobile, scene: 'register' });
    expect(again.code).toBe('01');
    await advance(h, 5 * MINUTE);
    const late = await h.call('registerS', { mobile, code: codeFromMsg(again.msg), password: 'abc12345' });
    expect(late).toMatchObject({ code: '02', msg: expect.stringContaining('过期') });
  });

  it(RULES.LOGIN_WINDOW_MS, async () => {
    const me = await registerUser(h);
    const login = (password: string) => h.call('mobileAndPasswordToLogin', { mobile: me.mobile, password });
    for (let i = 0; i < 5; i++) await login('wrong-pass1');
    expect((await login(me.password)).code).toBe('02');
    await advance(h, 15 * MINUTE + 1_000);
    expect((await login(me.password)).code).toBe('01');
  });

  it(RULES.TEMP_TOKEN_TTL_MS, async () => {
    const me = await registerUser(h);
    expect((await h.call('getUserTempToken', {}, me)).code).toBe('01');
    await advance(h, 4 * MINUTE);
    await h.call('getUserTempToken', {}, me);
    expect(h.store.table(TEMP_TOKENS).where({})).toHaveLength(2);
    await advance(h, 2 * MINUTE);
    await h.call('getUserTempToken', {}, me);
    // The first one is past its 5 minutes and dropped; the second is not.
    expect(h.store.table(TEMP_TOKENS).where({})).toHaveLength(2);
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
    expect(bad.body).toMatchObject({ code: '03', errors: { at: expect.stringContaining('ISO 时间') } });
    const missing = await request(h.app).put('/__mock/clock').send({ mode: 'frozen' });
    expect(missing.body).toMatchObject({ code: '03', errors: { at: expect.stringContaining('毫秒时间戳') } });
    const badMode = await request(h.app).put('/__mock/clock').send({ mode: 'sometimes' });
    expect(badMode.body).toMatchObject({ code: '03', errors: { mode: expect.any(String) } });
    const badMs = await request(h.app).post('/__mock/clock/advance').send({ ms: -5 });
    expect(badMs.body).toMatchObject({ code: '03', errors: { ms: expect.any(String) } });

    // Every reply carries the mock's time.
    const api = await request(h.app).get('/api/no/such/thing');
    expect(api.headers['x-mock-now']).toBe(String(at + HOUR));
  });
});
