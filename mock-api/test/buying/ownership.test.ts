// Ownership: user B tries user A's ids on every resource-taking call and gets the same '无权操作'
// as for an id that does not exist, and A's state is unchanged.
import type { EndpointName } from '@storefront/contracts';
import {
  addAddress,
  admin,
  pickSelfSku,
  registerUser,
  startHarness,
  type Harness,
  type Identity,
} from '../harness';

describe('ownership', () => {
  let h: Harness;
  let a: Identity;
  let b: Identity;
  const ids = {
    cartId: 0,
    addressId: 0,
    userCouponId: 0,
    orderId: 0,
    orderNo: '',
    orderItemId: 0,
    refundId: 0,
    repairId: 0,
    unpaidOrderId: 0,
  };
  const sku = () => pickSelfSku(h.seed, 20, 4);

  beforeAll(async () => {
    h = startHarness();
    a = await registerUser(h);
    b = await registerUser(h);
    await addAddress(h, b);
    ids.cartId = (await h.call('addCart', { ...sku(), quantity: 1 }, a)).result.cartId;
    ids.addressId = await addAddress(h, a);
    ids.userCouponId = (await h.call('receiveCoupon', { couponId: 1 }, a)).result.userCouponId;
    const placed = await h.call(
      'addOrderNew',
      { source: 'buyNow', ...sku(), quantity: 2, addressId: ids.addressId },
      a,
    );
    ids.orderId = placed.result.orderId;
    ids.orderNo = placed.result.orderNo;
    await admin(h, `/orders/${ids.orderId}/pay`);
    await admin(h, `/orders/${ids.orderId}/ship`);
    await h.call('takeDelivery', { orderId: ids.orderId }, a);
    ids.orderItemId = (await h.call('getOrderNew', { orderId: ids.orderId }, a)).result.items[0].orderItemId;
    ids.repairId = (
      await h.call(
        'repairOrderProduct',
        { orderId: ids.orderId, orderItemId: ids.orderItemId, reason: '屏幕坏点' },
        a,
      )
    ).result.repairId;
    const second = await h.call(
      'addOrderNew',
      { source: 'buyNow', ...sku(), quantity: 1, addressId: ids.addressId },
      a,
    );
    await admin(h, `/orders/${second.result.orderId}/pay`);
    const item2 = (await h.call('getOrderNew', { orderId: second.result.orderId }, a)).result.items[0]
      .orderItemId;
    ids.refundId = (
      await h.call(
        'refundOrderProduct',
        {
          orderId: second.result.orderId,
          orderItemId: item2,
          refundType: 'refundOnly',
          reason: '不想要了',
          amount: 1,
        },
        a,
      )
    ).result.refundId;
    ids.unpaidOrderId = (
      await h.call('addOrderNew', { source: 'buyNow', ...sku(), quantity: 1, addressId: ids.addressId }, a)
    ).result.orderId;
    expect(Object.values(ids).every((v) => v !== 0 && v !== '')).toBe(true);
  });
  afterAll(() => h.close());

  const region = () => ({
    consignee: '李四',
    mobile: '13912345678',
    detail: '文三路100号',
    provinceCode: h.seed.regions.provinces[0]!.code,
    cityCode: h.seed.regions.city[h.seed.regions.provinces[0]!.code]![0]!.code,
    areaCode: h.seed.regions.area[h.seed.regions.city[h.seed.regions.provinces[0]!.code]![0]!.code]![0]!.code,
  });
  const item = () => ({ orderId: ids.orderId, orderItemId: ids.orderItemId });

  // Each call names one of A's resources; `missing` is the same call with an id nobody has.
  const cases: Array<[EndpointName, () => Record<string, unknown>, () => Record<string, unknown>]> = [
    ['changeCart', () => ({ cartId: ids.cartId, quantity: 2 }), () => ({ cartId: 99_999_999, quantity: 2 })],
    ['deleteCart', () => ({ cartIds: [ids.cartId] }), () => ({ cartIds: [99_999_999] })],
    [
      'changeCartCheckStatus',
      () => ({ cartIds: [ids.cartId], checked: 0 }),
      () => ({ cartIds: [99_999_999], checked: 0 }),
    ],
    ['getCartNumber', () => ({ userId: a.userId }), () => ({ userId: 99_999_999 })],
    [
      'updateUserAddress',
      () => ({ ...region(), addressId: ids.addressId }),
      () => ({ ...region(), addressId: 99_999_999 }),
    ],
    ['delUserAddress', () => ({ addressId: ids.addressId }), () => ({ addressId: 99_999_999 })],
    ['updateDefaultAddress', () => ({ addressId: ids.addressId }), () => ({ addressId: 99_999_999 })],
    [
      'addOrderNew',
      () => ({ source: 'buyNow', ...sku(), quantity: 1, addressId: ids.addressId }),
      () => ({ source: 'buyNow', ...sku(), quantity: 1, addressId: 99_999_999 }),
    ],
    [
      'getTotalPriceByCouponNew',
      () => ({ source: 'buyNow', ...sku(), quantity: 1, userCouponId: ids.userCouponId }),
      () => ({ source: 'buyNow', ...sku(), quantity: 1, userCouponId: 99_999_999 }),
    ],
    ['getOrderNew', () => ({ orderId: ids.orderId }), () => ({ orderId: 99_999_999 })],
    ['isPay', () => ({ orderId: ids.orderId }), () => ({ orderId: 99_999_999 })],
    ['buy', () => ({ orderId: ids.unpaidOrderId }), () => ({ orderId: 99_999_999 })],
    ['abcOrderQuery', () => ({ orderNo: ids.orderNo }), () => ({ orderNo: '20990101000000999999' })],
    ['cancelOrder', () => ({ orderId: ids.unpaidOrderId }), () => ({ orderId: 99_999_999 })],
    ['deleteOrder', () => ({ orderId: ids.orderId }), () => ({ orderId: 99_999_999 })],
    ['takeDelivery', () => ({ orderId: ids.orderId }), () => ({ orderId: 99_999_999 })],
    ['viewLogistics', () => ({ orderId: ids.orderId }), () => ({ orderId: 99_999_999 })],
    ['againBuy', () => ({ orderId: ids.orderId }), () => ({ orderId: 99_999_999 })],
    [
      'addInvoice',
      () => ({ orderId: ids.orderId, invoiceTitleType: 'personal', invoiceTitle: '个人', email: 'x@y.cn' }),
      () => ({ orderId: 99_999_999, invoiceTitleType: 'personal', invoiceTitle: '个人', email: 'x@y.cn' }),
    ],
    ['getInvoice', () => ({ orderId: ids.orderId }), () => ({ orderId: 99_999_999 })],
    [
      'evaluate',
      () => ({ ...item(), score: 1, content: '差评' }),
      () => ({ orderId: 99_999_999, orderItemId: 1, score: 1, content: '差评' }),
    ],
    ['getVerifyRefundResultNew', item, () => ({ orderId: 99_999_999, orderItemId: 1 })],
    ['getApplyRefundInfo', item, () => ({ orderId: 99_999_999, orderItemId: 1 })],
    [
      'refundOrderProduct',
      () => ({ ...item(), refundType: 'refundOnly', reason: '不想要了', amount: 1 }),
      () => ({
        orderId: 99_999_999,
        orderItemId: 1,
        refundType: 'refundOnly',
        reason: '不想要了',
        amount: 1,
      }),
    ],
    [
      'repairOrderProduct',
      () => ({ ...item(), reason: '坏了' }),
      () => ({ orderId: 99_999_999, orderItemId: 1, reason: '坏了' }),
    ],
    ['getRefundDetailInfo', () => ({ refundId: ids.refundId }), () => ({ refundId: 99_999_999 })],
    ['undoApplyRefund', () => ({ refundId: ids.refundId }), () => ({ refundId: 99_999_999 })],
    [
      'refundExpressNew',
      () => ({ refundId: ids.refundId, expressCode: 'SF', expressNo: 'SF12345678' }),
      () => ({ refundId: 99_999_999, expressCode: 'SF', expressNo: 'SF12345678' }),
    ],
    ['getRepairDetailInfo', () => ({ repairId: ids.repairId }), () => ({ repairId: 99_999_999 })],
    ['undoApplyRepair', () => ({ repairId: ids.repairId }), () => ({ repairId: 99_999_999 })],
    ['messageTotal', () => ({ uid: a.userId }), () => ({ uid: 99_999_999 })],
    ['orderMessageList', () => ({ uid: a.userId }), () => ({ uid: 99_999_999 })],
    ['commentMessageList', () => ({ uid: a.userId }), () => ({ uid: 99_999_999 })],
  ];

  it.each(cases)(
    "refuses %s on another user's id exactly like on a missing one",
    async (name, theirs, missing) => {
      const onTheirs = await h.call(name, theirs(), b);
      const onMissing = await h.call(name, missing(), b);
      expect(onTheirs).toEqual({ code: '02', msg: '无权操作', result: null });
      expect(onMissing).toEqual(onTheirs);
    },
  );

  it('left every resource of A as it was', async () => {
    expect(
      (await h.call('getCart', {}, a)).result.items.map((i: any) => [i.cartId, i.quantity, i.checked]),
    ).toEqual([[ids.cartId, 1, true]]);
    expect((await h.call('getAddressList', {}, a)).result.map((x: any) => x.addressId)).toEqual([
      ids.addressId,
    ]);
    expect((await h.call('getOrderNew', { orderId: ids.unpaidOrderId }, a)).result.status).toBe('waitPay');
    expect((await h.call('getOrderNew', { orderId: ids.orderId }, a)).result).toMatchObject({
      status: 'waitEvaluate',
      invoiceId: 0,
    });
    expect((await h.call('getRefundDetailInfo', { refundId: ids.refundId }, a)).result.status).toBe(
      'applying',
    );
    expect((await h.call('getRepairDetailInfo', { repairId: ids.repairId }, a)).result.status).toBe(
      'applying',
    );
    expect((await h.call('getNewMyCouponList', {}, a)).result.counts.unused).toBe(1);
  });
});
