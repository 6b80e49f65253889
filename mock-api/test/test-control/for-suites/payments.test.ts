// POST /__mock/payments: each outcome drives the order on the sandbox's own clock — paid after the
// delay, failed or cancelled back to 待付款 with the reason, pending until told, a late success once the
// clock passes, a duplicate notification counted but applied once — and without a plan, as before.
import request from 'supertest';
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../../src/domain/account/accounts';
import { orderTable } from '../../../src/domain/order/table';
import { pickSelfSku, someRegion, startHarness, type Identity, type Reply } from '../../harness';

jest.setTimeout(30_000);

const h = startHarness();
afterAll(() => h.close());
const sku = pickSelfSku(h.seed, 20);
let n = 0;

interface Buyer {
  sandbox: string;
  headers: Record<string, string>;
  who: Identity;
  addressId: number;
}

/** A fresh sandbox (scenario new-user) with the demo account signed in and an address. */
async function buyer(): Promise<Buyer> {
  const sandbox = `pay-${++n}`;
  const headers = { 'x-mock-sandbox': sandbox, 'x-mock-scenario': 'new-user' };
  const login = await h.call(
    'mobileAndPasswordToLogin',
    { mobile: DEMO_MOBILE, password: DEMO_PASSWORD },
    null,
    headers,
  );
  const who = { token: login.result.token, userId: login.result.userId };
  const address = await h.call(
    'addUserAddress',
    { consignee: '张三', mobile: '13912345678', ...someRegion(h.seed), detail: '文一西路969号3幢' },
    who,
    headers,
  );
  return { sandbox, headers, who, addressId: address.result.addressId };
}

async function order(b: Buyer): Promise<number> {
  const reply = await h.call(
    'addOrderNew',
    { source: 'buyNow', goodsId: sku.goodsId, skuId: sku.skuId, quantity: 1, addressId: b.addressId },
    b.who,
    b.headers,
  );
  expect(reply.code).toBe('01');
  return reply.result.orderId;
}

const plan = async (body: Record<string, unknown>): Promise<Reply> =>
  (await request(h.app).post('/__mock/payments').send(body)).body as Reply;
const advance = (b: Buyer, ms: number) =>
  request(h.app).post('/__mock/clock/advance').set('x-mock-sandbox', b.sandbox).send({ ms }).expect(200);
const isPay = (b: Buyer, orderId: number) => h.call('isPay', { orderId }, b.who, b.headers);
const status = async (b: Buyer, orderId: number) =>
  (await h.call('getOrderNew', { orderId }, b.who, b.headers)).result.status as string;

it('keeps the default: paid 3 s after buy without a plan', async () => {
  const b = await buyer();
  const id = await order(b);
  await h.call('buy', { orderId: id, payType: 'wechat' }, b.who, b.headers);
  expect((await isPay(b, id)).result.paid).toBe(false);
  await advance(b, 3_000);
  expect((await isPay(b, id)).result).toMatchObject({ paid: true, status: 'waitDelivery', payError: null });
});

it('succeeds after afterMs on the sandbox clock', async () => {
  const b = await buyer();
  expect((await plan({ sandbox: b.sandbox, outcome: 'success', afterMs: 10_000 })).code).toBe('01');
  const id = await order(b);
  await h.call('buy', { orderId: id }, b.who, b.headers);
  await advance(b, 9_000);
  expect((await isPay(b, id)).result.paid).toBe(false);
  await advance(b, 1_000);
  expect(await status(b, id)).toBe('waitDelivery');
});

it.each([
  ['fail', '支付失败'],
  ['cancel', '支付已取消'],
])('%s keeps the order 待付款, says why, and a retry pays', async (outcome, why) => {
  const b = await buyer();
  const id = await order(b);
  expect((await plan({ sandbox: b.sandbox, outcome, orderId: id })).result).toMatchObject({
    applied: 'order',
  });
  await h.call('buy', { orderId: id }, b.who, b.headers);
  await advance(b, 3_000);
  const state = await isPay(b, id);
  expect(state.result).toMatchObject({ paid: false, status: 'waitPay' });
  expect(state.result.payError).toContain(why);
  expect(await status(b, id)).toBe('waitPay');
  // The plan was used up: paying again takes the default path.
  await h.call('buy', { orderId: id }, b.who, b.headers);
  await advance(b, 3_000);
  expect((await isPay(b, id)).result).toMatchObject({ paid: true, payError: null });
});

it('stays pending until told, then follows the new plan for the attempt in flight', async () => {
  const b = await buyer();
  await plan({ sandbox: b.sandbox, outcome: 'pending' });
  const id = await order(b);
  await h.call('buy', { orderId: id }, b.who, b.headers);
  await advance(b, 60 * 60_000);
  expect((await isPay(b, id)).result).toMatchObject({ paid: false, status: 'waitPay' });
  const listed = (await request(h.app).get(`/__mock/payments?sandbox=${b.sandbox}`)).body as Reply;
  expect(listed.result.attempts).toEqual([
    expect.objectContaining({ orderId: id, outcome: 'pending', settleAt: null }),
  ]);
  expect(
    (await plan({ sandbox: b.sandbox, outcome: 'success', orderId: id, afterMs: 0 })).result,
  ).toMatchObject({
    applied: 'in-flight',
  });
  expect((await isPay(b, id)).result.paid).toBe(true);
});

it('succeeds late: unpaid until the clock passes the delay, then paid', async () => {
  const b = await buyer();
  await plan({ sandbox: b.sandbox, outcome: 'late-success' });
  const id = await order(b);
  await h.call('buy', { orderId: id }, b.who, b.headers);
  await advance(b, 4 * 60_000);
  expect((await isPay(b, id)).result.paid).toBe(false);
  await advance(b, 60_000);
  expect((await isPay(b, id)).result).toMatchObject({ paid: true, status: 'waitDelivery' });
});

it('counts a duplicate notification but pays once', async () => {
  const b = await buyer();
  await plan({ sandbox: b.sandbox, outcome: 'duplicate-notify' });
  const id = await order(b);
  await h.call('buy', { orderId: id }, b.who, b.headers);
  await advance(b, 3_000);
  const paid = await isPay(b, id);
  expect(paid.result.paid).toBe(true);
  const row = orderTable({ store: h.app.mock.sandboxes.get(b.sandbox)!.store }).get(id)!;
  expect(row.payNotifies).toBe(2);
  const notices = await h.call('orderMessageList', { pageNum: 1, pageSize: 20 }, b.who, b.headers);
  const titles = (notices.result.list as Array<{ title: string }>).map((m) => m.title);
  expect(titles.filter((t: string) => t === '支付成功')).toHaveLength(1);
});

it('plans only the sandbox named, on its own clock', async () => {
  const a = await buyer();
  const other = await buyer();
  await plan({ sandbox: a.sandbox, outcome: 'fail' });
  const id = await order(other);
  await h.call('buy', { orderId: id }, other.who, other.headers);
  await advance(other, 3_000);
  expect((await isPay(other, id)).result.paid).toBe(true);
});

it('answers 03 to bad input and 02 to an order that cannot take a plan', async () => {
  for (const body of [
    {},
    { outcome: 'maybe' },
    { outcome: 'fail', sandbox: 'a b' },
    { outcome: 'fail', afterMs: -1 },
    { outcome: 'fail', orderId: 'x' },
    { outcome: 'fail', extra: 1 },
  ])
    expect((await plan(body)).code).toBe('03');
  expect((await plan({ outcome: 'fail', orderId: 999_999 })).code).toBe('02');
  expect((await request(h.app).get('/__mock/payments?sandbox=a%20b')).body.code).toBe('03');
});

it('a plan for a sandbox leaves it free: removing it right after answers 01 at once', async () => {
  const b = await buyer();
  expect((await plan({ sandbox: b.sandbox, outcome: 'fail' })).code).toBe('01');
  const removed = await request(h.app).delete(`/__mock/sandboxes/${b.sandbox}`).set('x-mock-admin', '1');
  // A plan that kept the sandbox counted as busy made the removal wait out its limit, then refuse.
  expect(removed.body.code).toBe('01');
});
