// A crash in the middle of a multi-row operation leaves all or nothing: the real mock-api runs as a
// child process with MOCK_TEST_CRASH_AT naming a point inside addOrderNew (stock taken, order row
// written, coupon not yet used), kills itself there with SIGKILL, and after a restart the buyer has
// no order and the stock is what it was.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  catalogue,
  encodeCustomHeader,
  encodeForm,
  newReqId,
  type EndpointName,
} from '@storefront/contracts';
import { DEFAULT_SEED, seedFor } from '../src/http/app';
import { exited, startMockApi as start } from './child-mock-api';
import { codeFromMsg, pickSelfSku, someRegion } from './harness';

jest.setTimeout(90_000);

interface Who {
  token: string;
  userId: number;
}

async function call(base: string, name: EndpointName, input: Record<string, unknown>, who?: Who) {
  const entry = catalogue[name] as { method: string; path: string };
  const header = encodeCustomHeader(who ? { token: who.token, uid: who.userId } : {});
  const body = encodeForm({ ...input, reqId: newReqId() });
  const res =
    entry.method === 'GET'
      ? await fetch(`${base}${entry.path}?${body}`, { headers: { 'domo-custom': header } })
      : await fetch(`${base}${entry.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'domo-custom': header },
          body,
        });
  return (await res.json()) as { code: string; msg: string; result: any };
}

it('leaves no half-made order when the process dies between the statements of addOrderNew', async () => {
  const dataFile = join(mkdtempSync(join(tmpdir(), 'mock-crash-')), 'mock-api.sqlite');
  const seed = seedFor(DEFAULT_SEED, Date.now());
  const sku = pickSelfSku(seed);
  const stockOf = async (base: string) =>
    (await call(base, 'getSaleSku', { goodsId: sku.goodsId })).result.skus.find(
      (s: { skuId: number }) => s.skuId === sku.skuId,
    ).stock as number;

  // 1. A buyer with an address, made and committed by a normal run.
  const first = await start(dataFile);
  const mobile = '13512340001';
  const sms = await call(first.base, 'appSendSMS', { mobile, scene: 'register' });
  const session = await call(first.base, 'registerS', {
    mobile,
    code: codeFromMsg(sms.msg),
    password: 'abc12345',
  });
  const who: Who = { token: session.result.token, userId: session.result.userId };
  const address = await call(
    first.base,
    'addUserAddress',
    { consignee: '张三', mobile, ...someRegion(seed), detail: '长安街1号' },
    who,
  );
  expect(address.code).toBe('01');
  const buyTwo = {
    source: 'buyNow',
    goodsId: sku.goodsId,
    skuId: sku.skuId,
    quantity: 2,
    addressId: address.result.addressId,
    userCouponId: 0,
  };
  const stockBefore = await stockOf(first.base);
  first.child.kill('SIGTERM');
  await exited(first.child);

  // 2. The same file, with the process set to die after the order row is written.
  const crashing = await start(dataFile, { MOCK_TEST_CRASH_AT: 'createOrder:order-written' });
  await expect(call(crashing.base, 'addOrderNew', buyTwo, who)).rejects.toThrow();
  expect((await exited(crashing.child)).signal).toBe('SIGKILL');

  // 3. After a restart: no order, the stock untouched; and ordering still works.
  const after = await start(dataFile);
  try {
    const orders = await call(after.base, 'getOrders', { pageNum: 1, pageSize: 10 }, who);
    expect(orders.code).toBe('01');
    expect(orders.result.total).toBe(0);
    expect(await stockOf(after.base)).toBe(stockBefore);
    const placed = await call(after.base, 'addOrderNew', buyTwo, who);
    expect(placed.code).toBe('01');
    expect(await stockOf(after.base)).toBe(stockBefore - 2);
  } finally {
    after.child.kill('SIGTERM');
    await exited(after.child);
  }
});
