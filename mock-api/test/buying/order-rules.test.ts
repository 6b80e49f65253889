// Business rules of orders and after-sale that answer 02: every action outside its state.
import {
  addAddress,
  admin,
  pickSelfSku,
  placeOrder,
  registerUser,
  startHarness,
  type Harness,
  type Identity,
} from '../harness';

describe('order rules', () => {
  let h: Harness;
  beforeAll(() => {
    h = startHarness();
  });
  afterAll(() => h.close());

  const sku = () => pickSelfSku(h.seed, 50, 2);
  async function paidOrder(me: Identity, quantity = 1): Promise<number> {
    const orderId = await placeOrder(h, me, sku(), quantity);
    await h.call('buy', { orderId }, me);
    h.clock.advance(3_000);
    expect((await h.call('isPay', { orderId }, me)).result.paid).toBe(true);
    return orderId;
  }
  const firstItem = async (me: Identity, orderId: number) =>
    (await h.call('getOrderNew', { orderId }, me)).result.items[0];

  it('refuses an order for more than the stock', async () => {
    const me = await registerUser(h);
    const small = [...h.seed.goods.values()].flatMap((g) =>
      g.shopType === 'self' ? g.skus.filter((s) => s.stock > 0 && s.stock < 99) : [],
    )[0]!;
    const addressId = await addAddress(h, me);
    const reply = await h.call(
      'addOrderNew',
      { source: 'buyNow', goodsId: small.goodsId, skuId: small.skuId, quantity: small.stock + 1, addressId },
      me,
    );
    expect(reply).toMatchObject({ code: '02', msg: `库存不足，仅剩${small.stock}件` });
  });

  it('refuses to settle an empty cart', async () => {
    const me = await registerUser(h);
    expect(await h.call('getOrderSettleInfoNew', { source: 'cart' }, me)).toMatchObject({
      code: '02',
      msg: '请先勾选要结算的商品',
    });
  });

  it('refuses to pay twice', async () => {
    const me = await registerUser(h);
    const orderId = await paidOrder(me);
    expect(await h.call('buy', { orderId }, me)).toMatchObject({
      code: '02',
      msg: '订单已支付，请勿重复支付',
    });
  });

  it('refuses to cancel an order whose payment is under way, and a paid one', async () => {
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, sku());
    await h.call('buy', { orderId }, me);
    expect((await h.call('cancelOrder', { orderId }, me)).msg).toBe('订单正在支付中，请稍后再试');
    h.clock.advance(3_000);
    expect((await h.call('cancelOrder', { orderId }, me)).msg).toBe('订单当前状态不可取消');
  });

  it('pays an order whose payment started before the deadline even if it settles after', async () => {
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, sku());
    h.clock.advance(30 * 60_000 - 1_000);
    await h.call('buy', { orderId }, me);
    h.clock.advance(3_000);
    expect((await h.call('getOrderNew', { orderId }, me)).result.status).toBe('waitDelivery');
  });

  it('refuses to confirm receipt before shipping and to show logistics before shipping', async () => {
    const me = await registerUser(h);
    const orderId = await paidOrder(me);
    expect((await h.call('takeDelivery', { orderId }, me)).msg).toBe('订单当前状态不可确认收货');
    expect((await h.call('viewLogistics', { orderId }, me)).msg).toBe('订单尚未发货，暂无物流信息');
  });

  it('refuses to evaluate before receipt, and twice', async () => {
    const me = await registerUser(h);
    const orderId = await paidOrder(me);
    const item = await firstItem(me, orderId);
    const review = { orderId, orderItemId: item.orderItemId, score: 5, content: '很好用' };
    expect((await h.call('evaluate', review, me)).msg).toBe('确认收货后才可评价');
    await admin(h, `/orders/${orderId}/ship`);
    await h.call('takeDelivery', { orderId }, me);
    expect((await h.call('evaluate', review, me)).code).toBe('01');
    expect((await h.call('evaluate', review, me)).msg).toBe('订单已完成评价');
  });

  it('confirms receipt by itself ten days after shipping', async () => {
    const me = await registerUser(h);
    const orderId = await paidOrder(me);
    await admin(h, `/orders/${orderId}/ship`);
    h.clock.advance(10 * 24 * 60 * 60_000);
    const again = await h.call('mobileAndPasswordToLogin', {
      mobile: (me as any).mobile,
      password: (me as any).password,
    });
    expect((await h.call('getOrderNew', { orderId }, again.result)).result.status).toBe('waitEvaluate');
  });

  it('refuses to delete an order that is still open', async () => {
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, sku());
    expect(await h.call('deleteOrder', { orderId }, me)).toMatchObject({
      code: '02',
      msg: '订单当前状态不可删除',
    });
  });

  it('issues one invoice per paid order, companies with a tax number', async () => {
    const me = await registerUser(h);
    const unpaid = await placeOrder(h, me, sku());
    const personal = { invoiceTitleType: 'personal', invoiceTitle: '个人', email: 'me@example.com' };
    expect((await h.call('addInvoice', { orderId: unpaid, ...personal }, me)).msg).toBe(
      '订单未支付，暂不能申请发票',
    );
    const orderId = await paidOrder(me);
    expect(
      (
        await h.call(
          'addInvoice',
          { orderId, invoiceTitleType: 'company', invoiceTitle: '杭州某某科技有限公司', email: 'a@b.cn' },
          me,
        )
      ).msg,
    ).toBe('企业发票须填写纳税人识别号');
    const inv = await h.call('addInvoice', { orderId, ...personal }, me);
    expect(inv.result).toMatchObject({ status: 'issuing', titleType: 'personal' });
    expect((await h.call('addInvoice', { orderId, ...personal }, me)).msg).toBe('该订单已申请过发票');
    h.clock.advance(60_000);
    expect((await h.call('getInvoice', { orderId }, me)).result.status).toBe('issued');
  });

  it('refuses a refund above what was paid for the item', async () => {
    const me = await registerUser(h);
    const orderId = await paidOrder(me);
    const item = await firstItem(me, orderId);
    const reply = await h.call(
      'refundOrderProduct',
      {
        orderId,
        orderItemId: item.orderItemId,
        refundType: 'refundOnly',
        reason: '不想要了',
        amount: item.price + 1,
      },
      me,
    );
    expect(reply).toMatchObject({ code: '02', msg: `退款金额不能超过¥${(item.price / 100).toFixed(2)}` });
  });

  it('refuses return-and-refund before shipping, and any refund before payment', async () => {
    const me = await registerUser(h);
    const unpaid = await placeOrder(h, me, sku());
    const unpaidItem = await firstItem(me, unpaid);
    expect(
      (await h.call('getVerifyRefundResultNew', { orderId: unpaid, orderItemId: unpaidItem.orderItemId }, me))
        .result,
    ).toMatchObject({ canRefund: false, reason: '订单未支付，无需退款' });
    expect(
      (
        await h.call(
          'refundOrderProduct',
          {
            orderId: unpaid,
            orderItemId: unpaidItem.orderItemId,
            refundType: 'refundOnly',
            reason: '不想要了',
            amount: 1,
          },
          me,
        )
      ).msg,
    ).toBe('订单未支付，无需退款');
    const orderId = await paidOrder(me);
    const item = await firstItem(me, orderId);
    expect(
      (
        await h.call(
          'refundOrderProduct',
          {
            orderId,
            orderItemId: item.orderItemId,
            refundType: 'returnAndRefund',
            reason: '不想要了',
            amount: 1,
          },
          me,
        )
      ).msg,
    ).toBe('商品尚未发货，请选择仅退款');
  });

  it('refuses a second refund while one is open, and after the shop rejects allows another', async () => {
    const me = await registerUser(h);
    const orderId = await paidOrder(me);
    const item = await firstItem(me, orderId);
    const apply = {
      orderId,
      orderItemId: item.orderItemId,
      refundType: 'refundOnly',
      reason: '不想要了',
      amount: 1,
    };
    await h.call('refundOrderProduct', apply, me);
    expect((await h.call('refundOrderProduct', apply, me)).msg).toBe('该商品退款处理中');
    expect(
      (await admin(h, `/orders/${orderId}/refund-reject`, { reason: '已超出退款时效' })).result[0].status,
    ).toBe('rejected');
    expect((await firstItem(me, orderId)).afterSaleStatus).toBe('refundRejected');
    expect((await h.call('refundOrderProduct', apply, me)).code).toBe('01');
  });

  it('repairs only received goods, and a repair under way cannot be undone', async () => {
    const me = await registerUser(h);
    const orderId = await paidOrder(me);
    const item = await firstItem(me, orderId);
    const apply = { orderId, orderItemId: item.orderItemId, reason: '无法开机' };
    expect((await h.call('repairOrderProduct', apply, me)).msg).toBe('确认收货后才可申请维修');
    await admin(h, `/orders/${orderId}/ship`);
    await h.call('takeDelivery', { orderId }, me);
    const repair = await h.call('repairOrderProduct', apply, me);
    expect(repair.result.status).toBe('applying');
    h.clock.advance(10_000);
    expect(
      (await h.call('getRepairDetailInfo', { repairId: repair.result.repairId }, me)).result.status,
    ).toBe('processing');
    expect((await h.call('undoApplyRepair', { repairId: repair.result.repairId }, me)).msg).toBe(
      '维修已受理，无法撤销',
    );
    expect((await admin(h, `/orders/${orderId}/repair-advance`)).result[0].status).toBe('done');
    expect((await firstItem(me, orderId)).afterSaleStatus).toBe('repaired');
  });

  it('buys again into the cart, and refuses when nothing can be added', async () => {
    const me = await registerUser(h);
    const orderId = await paidOrder(me, 2);
    const again = await h.call('againBuy', { orderId }, me);
    // One line of the order's two pieces: the badge counts pieces.
    expect(again.result).toEqual({ cartNumber: 2, added: 1 });
    const unpaid = await placeOrder(h, me, sku());
    expect((await h.call('againBuy', { orderId: unpaid }, me)).msg).toBe('订单待支付，请直接付款');
  });

  it('splits a coupon over the lines so refunds never exceed what was paid', async () => {
    const me = await registerUser(h);
    const a = pickSelfSku(h.seed, 10, 8);
    const b = pickSelfSku(h.seed, 10, 9);
    await h.call('addCart', { goodsId: a.goodsId, skuId: a.skuId, quantity: 1 }, me);
    await h.call('addCart', { goodsId: b.goodsId, skuId: b.skuId, quantity: 1 }, me);
    const coupon = [...h.seed.coupons.values()].find(
      (c) => c.threshold === 0 && c.kind === 'reduce' && c.categoryId === 0,
    )!;
    const uc = (await h.call('receiveCoupon', { couponId: coupon.couponId }, me)).result.userCouponId;
    const addressId = await addAddress(h, me);
    const orderId = (await h.call('addOrderNew', { source: 'cart', addressId, userCouponId: uc }, me)).result
      .orderId;
    await admin(h, `/orders/${orderId}/pay`);
    const order = (await h.call('getOrderNew', { orderId }, me)).result;
    const maxes = await Promise.all(
      order.items.map(
        async (i: any) =>
          (await h.call('getVerifyRefundResultNew', { orderId, orderItemId: i.orderItemId }, me)).result
            .maxAmount,
      ),
    );
    expect(maxes.reduce((x: number, y: number) => x + y, 0)).toBe(order.goodsAmount - order.couponAmount);
  });
});
