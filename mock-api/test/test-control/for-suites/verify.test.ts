// POST /__mock/verify: counts exactly the calls of one sandbox that match, and with none lists the
// near misses with each differing field, a close operation name and a 03 reply with its message.
import type { AddressInfo } from 'node:net';
import {
  describeVerifyFailure,
  expectCalled,
  expectNotCalled,
  type VerifyResult,
} from '@storefront/contracts';
import request from 'supertest';
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../../src/domain/account/accounts';
import { pickSelfSku, startHarness, type Identity, type Reply } from '../../harness';

jest.setTimeout(30_000);

const h = startHarness();
afterAll(() => h.close());
const w1 = { 'x-mock-sandbox': 'verify-w1' };
const w2 = { 'x-mock-sandbox': 'verify-w2' };
const sku = pickSelfSku(h.seed, 10);

const verify = async (body: unknown): Promise<Reply<VerifyResult>> =>
  (
    await request(h.app)
      .post('/__mock/verify')
      .send(body as object)
  ).body as Reply<VerifyResult>;

async function login(headers: Record<string, string>): Promise<Identity> {
  const reply = await h.call(
    'mobileAndPasswordToLogin',
    { mobile: DEMO_MOBILE, password: DEMO_PASSWORD },
    null,
    headers,
  );
  return { token: reply.result.token, userId: reply.result.userId };
}

let me: Identity;
beforeAll(async () => {
  me = await login(w1);
  const other = await login(w2);
  await h.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 2 }, me, w1);
  await h.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 2 }, me, w1);
  await h.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 1 }, me, w1);
  // Refused with 03: a bad quantity.
  await h.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 0 }, me, w1);
  // Another sandbox's call never counts.
  await h.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 2 }, other, w2);
});

it('counts exactly the matching calls of the sandbox, request fields and reply code alike', async () => {
  const two = await verify({
    operation: 'addCart',
    sandbox: 'verify-w1',
    where: { quantity: 2, code: '01' },
  });
  expect(two.code).toBe('01');
  expect(two.result.matched).toBe(2);
  expect(two.result.calls.map((c) => c.fields.quantity)).toEqual(['2', '2']);
  expect(two.result.nearMisses).toEqual([]);
  const all = await verify({ operation: 'addCart', sandbox: 'verify-w1', where: { goodsId: sku.goodsId } });
  expect(all.result.matched).toBe(4);
  const invalid = await verify({ operation: 'addCart', sandbox: 'verify-w1', where: { code: '03' } });
  expect(invalid.result.matched).toBe(1);
  const since = await verify({ operation: 'addCart', sandbox: 'verify-w1', since: two.result.calls[1]!.seq });
  expect(since.result.matched).toBe(2);
  const other = await verify({ operation: 'addCart', sandbox: 'verify-w2' });
  expect(other.result.matched).toBe(1);
});

it('lists the near misses with the field that differs and a 03 reply with its message', async () => {
  const none = await verify({
    operation: 'addCart',
    sandbox: 'verify-w1',
    where: { quantity: 3, code: '01' },
  });
  expect(none.result.matched).toBe(0);
  expect(none.result.nearMisses).toHaveLength(3);
  const [closest] = none.result.nearMisses;
  expect(closest!.differences).toEqual([{ field: 'quantity', expected: 3, seen: '1' }]);
  const zero = await verify({ operation: 'addCart', sandbox: 'verify-w1', where: { quantity: 5 } });
  const refused = zero.result.nearMisses.find((m) => m.code === '03');
  expect(refused!.msg).toBeTruthy();
  expect(refused!.errors).toHaveProperty('quantity');
  const text = describeVerifyFailure(
    { operation: 'addCart', where: { quantity: 3 } },
    none.result,
    'at least once',
  );
  expect(text).toContain('quantity: expected 3, seen "1"');
});

it('offers a call of a close operation name as a near miss', async () => {
  const reply = await verify({ operation: 'addCarts', sandbox: 'verify-w1' });
  expect(reply.code).toBe('03');
  expect(reply.errors!.operation).toContain('addCart');
  // getCart was never called; the addCart calls are near misses by name.
  const close = await verify({ operation: 'getCart', sandbox: 'verify-w1', where: { goodsId: sku.goodsId } });
  expect(close.result.matched).toBe(0);
  expect(close.result.nearMisses[0]!.differences[0]).toEqual({
    field: 'operation',
    expected: 'getCart',
    seen: 'addCart',
  });
});

it('answers 03 to bad input', async () => {
  for (const body of [
    {},
    { operation: 'addCart', sandbox: 'bad id' },
    { operation: 'addCart', where: 'goodsId=5' },
    { operation: 'addCart', since: -1 },
    { operation: 'addCart', extra: true },
  ]) {
    const reply = await verify(body);
    expect(reply.code).toBe('03');
  }
  const text = await request(h.app).post('/__mock/verify').set('content-type', 'application/json').send('{');
  expect(text.status).toBeLessThan(500);
});

it('gives Jest expectCalled/expectNotCalled whose failure prints the near misses', async () => {
  const server = h.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await expect(
      expectCalled(url, { operation: 'addCart', sandbox: 'verify-w1', where: { quantity: 2 } }, { times: 2 }),
    ).resolves.toMatchObject({ matched: 2 });
    await expect(
      expectCalled(url, { operation: 'addCart', sandbox: 'verify-w1', where: { quantity: 9 } }),
    ).rejects.toThrow(
      /Near misses:\n {2}#\d+ addCart → 03 .*quantity: expected 9, seen "0"\) \[errors quantity/,
    );
    await expect(
      expectNotCalled(url, { operation: 'addCart', sandbox: 'verify-w1', where: { quantity: 1 } }),
    ).rejects.toThrow(/never, matched 1/);
    await expect(expectNotCalled(url, { operation: 'getCart', sandbox: 'verify-w2' })).resolves.toMatchObject(
      { matched: 0 },
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
