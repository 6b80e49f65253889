// State the buyer made survives a restart of the app on the same MOCK_DATA_FILE, and clock-driven
// steps due meanwhile (a payment in flight) complete after the restart.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addAddress, FakeClock, pickSelfSku, registerUser, startHarness } from '../harness';

it('keeps accounts, sessions, cart, addresses, coupons, orders, follows, sign-ins and messages across a restart', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'buying-persist-')), 'mock-api.sqlite');
  const clock = new FakeClock();
  const first = startHarness({ file, clock });
  const me = await registerUser(first);
  const friend = await registerUser(first);
  const sku = pickSelfSku(first.seed, 10, 3);
  const cartId = (await first.call('addCart', { ...sku, quantity: 2 }, me)).result.cartId;
  const addressId = await addAddress(first, me);
  const userCouponId = (await first.call('receiveCoupon', { couponId: 1 }, me)).result.userCouponId;
  const orderId = (
    await first.call('addOrderNew', { source: 'buyNow', ...sku, quantity: 1, addressId, userCouponId }, me)
  ).result.orderId;
  await first.call('buy', { orderId }, me);
  await first.call('followSaveOrUpdate', { followUid: friend.userId }, me);
  await first.call('addOrUpdateSign', {}, me);
  const stockBefore = (await first.call('getSaleSku', { goodsId: sku.goodsId })).result.skus.find(
    (s: any) => s.skuId === sku.skuId,
  ).stock;
  await first.close();

  clock.advance(5_000);
  const second = startHarness({ file, clock });
  // The old token still works: the session was persisted.
  const cart = await second.call('getCart', {}, me);
  expect(cart.code).toBe('01');
  expect(cart.result.items.map((i: any) => [i.cartId, i.quantity])).toEqual([[cartId, 2]]);
  expect((await second.call('getDefaultAddress', {}, me)).result.addressId).toBe(addressId);
  expect(
    (await second.call('getNewMyCouponList', { status: 'used' }, me)).result.list.map(
      (c: any) => c.userCouponId,
    ),
  ).toEqual([userCouponId]);
  // The payment started before the restart has settled after it.
  expect((await second.call('isPay', { orderId }, me)).result).toMatchObject({
    paid: true,
    status: 'waitDelivery',
  });
  expect((await second.call('getPersonalData', { uid: friend.userId }, me)).result).toMatchObject({
    followed: true,
    fansCount: 1,
  });
  expect((await second.call('selectSignPageDetail', {}, me)).result).toMatchObject({
    signedToday: true,
    integral: 5,
  });
  expect(
    (await second.call('getSaleSku', { goodsId: sku.goodsId })).result.skus.find(
      (s: any) => s.skuId === sku.skuId,
    ).stock,
  ).toBe(stockBefore);
  const titles = (await second.call('orderMessageList', {}, me)).result.list.map((m: any) => m.title);
  expect(titles).toEqual(expect.arrayContaining(['订单提交成功', '支付成功']));
  expect(
    (await second.call('mobileAndPasswordToLogin', { mobile: me.mobile, password: me.password })).code,
  ).toBe('01');
  await second.close();
});
