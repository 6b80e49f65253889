// The whole buying story through the public endpoints, asserting the state at each step.
import {
  admin,
  codeFromMsg,
  freshMobile,
  pickSelfSku,
  someRegion,
  startHarness,
  type Harness,
  type Identity,
} from '../harness';

const PAY_SETTLE_MS = 3_000;

describe('the buying story', () => {
  let h: Harness;
  beforeAll(() => {
    h = startHarness();
  });
  afterAll(() => h.close());

  it('registers with SMS, logs in, fills a cart, orders with a coupon, pays, gets it shipped, receives and evaluates', async () => {
    // -- register with an SMS code shown in the send reply's msg, then log in with the password
    const mobile = freshMobile();
    expect((await h.call('checkRegMobile', { mobile })).result).toEqual({ registered: false });
    const sms = await h.call('appSendSMS', { mobile, scene: 'register' });
    expect(sms.code).toBe('01');
    expect(sms.msg).toMatch(/^验证码已发送（演示环境）：\d{6}$/);
    expect(sms.result).toMatchObject({ mobile, expiresIn: 300, resendIn: 60 });
    const code = codeFromMsg(sms.msg);
    expect((await h.call('newCheckSMS', { mobile, code, scene: 'register' })).result).toEqual({
      valid: true,
    });
    const reg = await h.call('registerS', { mobile, code, password: 'shop2026', nickname: '小林' });
    expect(reg.code).toBe('01');
    expect(reg.result.userInfo).toMatchObject({ nickname: '小林', mobile });
    expect((await h.call('checkRegMobile', { mobile })).result).toEqual({ registered: true });

    const login = await h.call('mobileAndPasswordToLogin', { mobile, password: 'shop2026' });
    expect(login.code).toBe('01');
    expect(login.result.token).toMatch(/^[0-9a-f]{64}$/);
    expect(login.result.token).not.toBe(reg.result.token);
    const me: Identity = { token: login.result.token, userId: login.result.userId };

    // -- two SKUs of two goods into the cart
    const a = pickSelfSku(h.seed, 10, 0);
    const b = pickSelfSku(h.seed, 10, 3);
    const stockA = (await h.call('getSaleSku', { goodsId: a.goodsId })).result.skus.find(
      (s: any) => s.skuId === a.skuId,
    ).stock;
    expect(
      (await h.call('addCart', { goodsId: a.goodsId, skuId: a.skuId, quantity: 2 }, me)).result.cartNumber,
    ).toBe(2);
    // The badge counts pieces: two of a, one of b.
    expect(
      (await h.call('addCart', { goodsId: b.goodsId, skuId: b.skuId, quantity: 1 }, me)).result.cartNumber,
    ).toBe(3);
    const cart = await h.call('getCart', {}, me);
    expect(cart.result.items).toHaveLength(2);
    expect(cart.result.checkedAmount).toBe(a.price * 2 + b.price);
    expect((await h.call('getCartNumber', { userId: me.userId }, me)).result.cartNumber).toBe(3);

    // -- an address and a coupon that fits the amount
    const goodsAmount = a.price * 2 + b.price;
    const template = [...h.seed.coupons.values()]
      .filter(
        (c) => c.categoryId === 0 && c.kind === 'reduce' && c.threshold > 0 && c.threshold <= goodsAmount,
      )
      .sort((x, y) => y.amount - x.amount)[0]!;
    const taken = await h.call('receiveCoupon', { couponId: template.couponId }, me);
    expect(taken.result).toMatchObject({ couponId: template.couponId, status: 'unused' });
    const address = await h.call(
      'addUserAddress',
      {
        consignee: '林小姐',
        mobile: '13700001111',
        ...someRegion(h.seed, 2),
        detail: '解放路88号阳光花园5栋',
      },
      me,
    );
    expect(address.result.isDefault).toBe(true);

    // -- settle: lines from the checked cart items, default address, the coupon chosen as best
    const settle = await h.call('getOrderSettleInfoNew', { source: 'cart' }, me);
    expect(settle.code).toBe('01');
    expect(settle.result.lines.map((l: any) => l.skuId).sort()).toEqual([a.skuId, b.skuId].sort());
    expect(settle.result.address.addressId).toBe(address.result.addressId);
    expect(settle.result.bestUserCouponId).toBe(taken.result.userCouponId);
    const priced = await h.call(
      'getTotalPriceByCouponNew',
      { source: 'cart', userCouponId: taken.result.userCouponId },
      me,
    );
    expect(priced.result).toMatchObject({ goodsAmount, couponAmount: template.amount });
    expect(priced.result.payAmount).toBe(goodsAmount - template.amount + priced.result.freight);

    // -- the order: stock reserved, coupon used, cart emptied
    const placed = await h.call(
      'addOrderNew',
      {
        source: 'cart',
        addressId: address.result.addressId,
        userCouponId: taken.result.userCouponId,
        remark: '请尽快发货',
      },
      me,
    );
    expect(placed.code).toBe('01');
    expect(placed.result.payAmount).toBe(priced.result.payAmount);
    expect(placed.result.payDeadline).toBe(h.clock.now() + 30 * 60_000);
    const orderId = placed.result.orderId;
    expect((await h.call('getCartNumber', { userId: me.userId }, me)).result.cartNumber).toBe(0);
    const stockAfter = (await h.call('getSaleSku', { goodsId: a.goodsId })).result.skus.find(
      (s: any) => s.skuId === a.skuId,
    ).stock;
    expect(stockAfter).toBe(stockA - 2);
    const coupons = await h.call('getNewMyCouponList', { status: 'used' }, me);
    expect(coupons.result.counts).toEqual({ unused: 0, used: 1, expired: 0 });
    let order = (await h.call('getOrderNew', { orderId }, me)).result;
    expect(order).toMatchObject({
      status: 'waitPay',
      statusText: '待付款',
      couponAmount: template.amount,
      remark: '请尽快发货',
    });
    expect(order.actions).toEqual(['pay', 'cancel']);
    expect((await h.call('getWaitPay', {}, me)).result.total).toBe(1);

    // -- simulated payment: paying for ~3 s, then paid
    const buy = await h.call('buy', { orderId, payType: 'alipay' }, me);
    expect(buy.result).toMatchObject({
      orderId,
      paid: false,
      status: 'waitPay',
      payAmount: placed.result.payAmount,
    });
    expect(buy.result.qrUrl).toMatch(/^\/media\/qr\//);
    expect((await h.call('isPay', { orderId }, me)).result.paid).toBe(false);
    h.clock.advance(PAY_SETTLE_MS);
    const paid = await h.call('isPay', { orderId }, me);
    expect(paid.result).toMatchObject({ paid: true, status: 'waitDelivery' });
    const abc = await h.call('abcOrderQuery', { orderNo: order.orderNo }, me);
    expect(abc.result).toMatchObject({ orderNo: order.orderNo, paid: true });
    expect((await h.call('getWaitDelivery', {}, me)).result.list.map((o: any) => o.orderId)).toEqual([
      orderId,
    ]);

    // -- shipped through the admin API; a trace grows with time
    const shipped = await admin(h, `/orders/${orderId}/ship`);
    expect(shipped.code).toBe('01');
    expect(shipped.result.status).toBe('waitTakeDelivery');
    h.clock.advance(12 * 60 * 60_000);
    const logistics = await h.call('viewLogistics', { orderId }, me);
    expect(logistics.result.expressNo).toBe(shipped.result.expressNo);
    expect(logistics.result.traces.length).toBeGreaterThanOrEqual(3);
    expect(logistics.result.traces[0].time).toBeGreaterThanOrEqual(logistics.result.traces[1].time);

    // -- received, then each line evaluated; the last evaluation completes the order
    const received = await h.call('takeDelivery', { orderId }, me);
    expect(received.result).toMatchObject({ status: 'waitEvaluate' });
    expect(received.result.actions).toContain('evaluate');
    const [first, second] = received.result.items;
    const e1 = await h.call(
      'evaluate',
      { orderId, orderItemId: first.orderItemId, score: 5, content: '质量很好，物流也快' },
      me,
    );
    expect(e1.result.order.status).toBe('waitEvaluate');
    const e2 = await h.call(
      'evaluate',
      { orderId, orderItemId: second.orderItemId, score: 4, content: '不错，性价比高' },
      me,
    );
    order = e2.result.order;
    expect(order.status).toBe('done');
    expect(order.items.every((i: any) => i.evaluated)).toBe(true);
    expect(order.actions).toContain('delete');

    // -- order events reached the inbox; reading the box clears its badge
    const totals = await h.call('messageTotal', { uid: me.userId }, me);
    expect(totals.result.favorTotal).toBeGreaterThanOrEqual(4);
    const inbox = await h.call('orderMessageList', { pageSize: 20 }, me);
    expect(inbox.result.list.map((m: any) => m.title)).toEqual(
      expect.arrayContaining(['订单提交成功', '支付成功', '订单已发货', '订单已签收']),
    );
    expect((await h.call('messageTotal', { uid: me.userId }, me)).result.favorTotal).toBe(0);

    // -- personal data counts nothing open any more; a finished order may be deleted
    const personal = await h.call('getPersonalData', { uid: me.userId }, me);
    expect(personal.result.orderCounts).toEqual({
      waitPay: 0,
      waitDelivery: 0,
      waitTakeDelivery: 0,
      waitEvaluate: 0,
      afterSale: 0,
    });
    expect((await h.call('deleteOrder', { orderId }, me)).code).toBe('01');
    expect((await h.call('getOrders', {}, me)).result.total).toBe(0);
  });

  it('cancels an unpaid order, giving back stock and coupon; a cancelled order cannot be cancelled again', async () => {
    const me = await newShopper(h);
    const sku = pickSelfSku(h.seed, 10, 5);
    const coupon = [...h.seed.coupons.values()].find((c) => c.threshold === 0 && c.categoryId === 0)!;
    const uc = (await h.call('receiveCoupon', { couponId: coupon.couponId }, me)).result.userCouponId;
    const before = await stockOf(h, sku);
    const addressId = (
      await h.call(
        'addUserAddress',
        { consignee: '王五', mobile: '13812345678', ...someRegion(h.seed), detail: '人民路100号2单元' },
        me,
      )
    ).result.addressId;
    const placed = await h.call(
      'addOrderNew',
      { source: 'buyNow', goodsId: sku.goodsId, skuId: sku.skuId, quantity: 3, addressId, userCouponId: uc },
      me,
    );
    expect(placed.code).toBe('01');
    expect(await stockOf(h, sku)).toBe(before - 3);

    const cancelled = await h.call('cancelOrder', { orderId: placed.result.orderId, reason: '不想要了' }, me);
    expect(cancelled.result).toMatchObject({ status: 'cancelled', statusText: '已取消' });
    expect(cancelled.result.actions).toEqual(['againBuy', 'delete']);
    expect(await stockOf(h, sku)).toBe(before);
    expect((await h.call('getNewMyCouponList', { status: 'unused' }, me)).result.counts.unused).toBe(1);
    const again = await h.call('cancelOrder', { orderId: placed.result.orderId }, me);
    expect(again).toMatchObject({ code: '02', msg: '订单当前状态不可取消' });
  });

  it('cancels an unpaid order by itself once its 30-minute pay deadline has passed', async () => {
    const me = await newShopper(h);
    const sku = pickSelfSku(h.seed, 10, 6);
    const before = await stockOf(h, sku);
    const addressId = (
      await h.call(
        'addUserAddress',
        { consignee: '赵六', mobile: '13812345679', ...someRegion(h.seed), detail: '中山路66号8楼' },
        me,
      )
    ).result.addressId;
    const orderId = (
      await h.call(
        'addOrderNew',
        { source: 'buyNow', goodsId: sku.goodsId, skuId: sku.skuId, quantity: 2, addressId },
        me,
      )
    ).result.orderId;
    h.clock.advance(29 * 60_000);
    expect((await h.call('getOrderNew', { orderId }, me)).result.status).toBe('waitPay');
    h.clock.advance(60_001);
    const order = (await h.call('getOrderNew', { orderId }, me)).result;
    expect(order.status).toBe('cancelled');
    expect(await stockOf(h, sku)).toBe(before);
    const pay = await h.call('buy', { orderId }, me);
    expect(pay).toMatchObject({ code: '02', msg: '订单已取消，无法支付' });
  });

  it('refunds: apply, undo, apply again, completes after review and closes the order; returns go back with an express number', async () => {
    const me = await newShopper(h);
    const sku = pickSelfSku(h.seed, 10, 7);
    const before = await stockOf(h, sku);
    const addressId = (
      await h.call(
        'addUserAddress',
        { consignee: '钱七', mobile: '13812345670', ...someRegion(h.seed), detail: '建设大道200号' },
        me,
      )
    ).result.addressId;
    const orderId = (
      await h.call(
        'addOrderNew',
        { source: 'buyNow', goodsId: sku.goodsId, skuId: sku.skuId, quantity: 1, addressId },
        me,
      )
    ).result.orderId;
    expect((await admin(h, `/orders/${orderId}/pay`)).result.status).toBe('waitDelivery');
    const item = (await h.call('getOrderNew', { orderId }, me)).result.items[0];

    const info = await h.call('getApplyRefundInfo', { orderId, orderItemId: item.orderItemId }, me);
    expect(info.result).toMatchObject({ maxAmount: sku.price, refundTypes: ['refundOnly'] });
    const applied = await h.call(
      'refundOrderProduct',
      {
        orderId,
        orderItemId: item.orderItemId,
        refundType: 'refundOnly',
        reason: '不想要了',
        amount: sku.price,
      },
      me,
    );
    expect(applied.result).toMatchObject({ status: 'applying', amount: sku.price });
    expect((await h.call('getOrderNew', { orderId }, me)).result.items[0].afterSaleStatus).toBe('refunding');
    const undone = await h.call('undoApplyRefund', { refundId: applied.result.refundId }, me);
    expect(undone.result.status).toBe('cancelled');
    expect((await h.call('getOrderNew', { orderId }, me)).result.items[0].afterSaleStatus).toBe('none');

    const again = await h.call(
      'refundOrderProduct',
      {
        orderId,
        orderItemId: item.orderItemId,
        refundType: 'refundOnly',
        reason: '拍错了',
        amount: sku.price,
      },
      me,
    );
    h.clock.advance(10_000);
    const detail = await h.call('getRefundDetailInfo', { refundId: again.result.refundId }, me);
    expect(detail.result).toMatchObject({ status: 'refunded', statusText: '退款成功' });
    const closed = (await h.call('getOrderNew', { orderId }, me)).result;
    expect(closed.status).toBe('closed');
    expect(closed.items[0].afterSaleStatus).toBe('refunded');
    expect(await stockOf(h, sku)).toBe(before);
    const afterSale = await h.call('getAfterSale', {}, me);
    expect(afterSale.result.list.map((e: any) => e.refund.status)).toEqual(['refunded', 'cancelled']);

    // return and refund after shipping: approve → send back → approve → refunded
    const orderId2 = (
      await h.call(
        'addOrderNew',
        { source: 'buyNow', goodsId: sku.goodsId, skuId: sku.skuId, quantity: 1, addressId },
        me,
      )
    ).result.orderId;
    await admin(h, `/orders/${orderId2}/pay`);
    await admin(h, `/orders/${orderId2}/ship`);
    const item2 = (await h.call('getOrderNew', { orderId: orderId2 }, me)).result.items[0];
    const ret = await h.call(
      'refundOrderProduct',
      {
        orderId: orderId2,
        orderItemId: item2.orderItemId,
        refundType: 'returnAndRefund',
        reason: '质量问题',
        amount: 100,
      },
      me,
    );
    expect(ret.result.status).toBe('applying');
    const early = await h.call(
      'refundExpressNew',
      { refundId: ret.result.refundId, expressCode: 'SF', expressNo: 'SF1234567890' },
      me,
    );
    expect(early.code).toBe('02');
    expect((await admin(h, `/orders/${orderId2}/refund-approve`)).result[0].status).toBe('waitReturn');
    const sent = await h.call(
      'refundExpressNew',
      { refundId: ret.result.refundId, expressCode: 'SF', expressNo: 'SF1234567890' },
      me,
    );
    expect(sent.result).toMatchObject({
      status: 'returning',
      expressCompany: '顺丰速运',
      expressNo: 'SF1234567890',
    });
    expect((await h.call('undoApplyRefund', { refundId: ret.result.refundId }, me)).msg).toBe(
      '商品已寄回，无法撤销退款申请',
    );
    expect((await admin(h, `/orders/${orderId2}/refund-approve`)).result[0].status).toBe('refunded');
    expect((await h.call('getOrderNew', { orderId: orderId2 }, me)).result.status).toBe('closed');
  });
});

async function newShopper(h: Harness): Promise<Identity> {
  const mobile = freshMobile();
  const sms = await h.call('appSendSMS', { mobile });
  const reg = await h.call('registerS', { mobile, code: codeFromMsg(sms.msg), password: 'abc12345' });
  return { token: reg.result.token, userId: reg.result.userId };
}

async function stockOf(h: Harness, sku: { goodsId: number; skuId: number }): Promise<number> {
  return (await h.call('getSaleSku', { goodsId: sku.goodsId })).result.skus.find(
    (s: any) => s.skuId === sku.skuId,
  ).stock;
}
