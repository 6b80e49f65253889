// Order area: settling, pricing with coupons, creating (stock reserved), simulated payment, the
// status machine's buyer actions, logistics, invoices and after-sale (refund and repair).
import { uidOf, type AreaHandlers, type HandlerContext } from '../api/handler-types.js';
import { NOT_YOURS, refuse } from '../../domain/refusal.js';
import { page as paginate } from '../../shared/paging.js';
import {
  applyRefund,
  applyRepair,
  fillReturnExpress,
  ownedRefund,
  ownedRepair,
  REFUND_REASONS,
  refundTable,
  refundTypesFor,
  repairTable,
  undoRefund,
  undoRepair,
} from '../../domain/order/after-sale.js';
import { defaultAddress } from '../../domain/address/addresses.js';
import { scheduleUpkeep } from '../../domain/upkeep.js';
import { withUpkeep } from './with-upkeep.js';
import { addToCart, cartNumber } from '../../domain/cart/cart.js';
import { discountFor } from '../../domain/coupon/coupons.js';
import { evaluateItem } from '../../domain/order/evaluations.js';
import { addInvoice, invoiceTable } from '../../domain/order/invoices.js';
import { traceOf } from '../../domain/order/logistics.js';
import {
  invoiceView,
  itemView,
  orderView,
  payQrUrl,
  payState,
  refundView,
  repairView,
} from '../../domain/order/views.js';
import {
  cancelByBuyer,
  createOrder,
  deleteOrder,
  requestPayment,
  takeDelivery,
} from '../../domain/order/lifecycle.js';
import { couponChoices, priceOf, pricedLines, settleLines } from '../../domain/order/pricing.js';
import {
  orderTable,
  ownedItem,
  ownedOrder,
  userOrdersPage,
  type OrderRow,
  type OrderStatus,
} from '../../domain/order/table.js';
import { PAY_SETTLE_MS } from '../../domain/order/deadlines.js';
import { refundBlocker, repairBlocker } from '../../domain/order/actions.js';
import { addressView } from './address.js';
import { userCouponView } from './coupon.js';
import type { NamesOf } from './area-names.js';

const mine = (ctx: HandlerContext, orderId: number): OrderRow => ownedOrder(ctx, uidOf(ctx), orderId);

function listOf(ctx: HandlerContext, statuses: OrderStatus[] | undefined, pageNum: number, pageSize: number) {
  const page = userOrdersPage(ctx, uidOf(ctx), statuses, pageNum, pageSize);
  return { pageNum, pageSize, total: page.total, list: page.list.map((o) => orderView(ctx, o)) };
}

export const orderHandlers: AreaHandlers<NamesOf<'order'>> = withUpkeep({
  getOrderSettleInfoNew: (input, ctx) => {
    const uid = uidOf(ctx);
    const lines = settleLines(ctx, uid, input);
    const { choices, bestUserCouponId, bestDiscount } = couponChoices(ctx, uid, lines);
    const address = defaultAddress(ctx, uid);
    return {
      ...priceOf(lines, bestDiscount),
      lines: lines.map((l) => ({
        goodsId: l.goods.goodsId,
        skuId: l.sku.skuId,
        name: l.goods.name,
        picUrl: l.sku.picUrl,
        specText: l.sku.specText,
        price: l.price,
        quantity: l.quantity,
      })),
      address: address ? addressView(address) : null,
      coupons: choices.map(({ row, check }) => ({
        ...userCouponView(ctx, row),
        applicable: check.applicable,
        reason: check.reason,
      })),
      bestUserCouponId,
    };
  },

  getTotalPriceByCouponNew: (input, ctx) => {
    const lines = settleLines(ctx, uidOf(ctx), input);
    return priceOf(lines, discountFor(ctx, uidOf(ctx), input.userCouponId, pricedLines(lines)));
  },

  addOrderNew: (input, ctx) => {
    const order = createOrder(ctx, uidOf(ctx), input);
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      payAmount: order.payAmount,
      payDeadline: order.payDeadline,
    };
  },

  buy: ({ orderId, payType }, ctx) => {
    const order = requestPayment(ctx, mine(ctx, orderId), payType);
    scheduleUpkeep(ctx, PAY_SETTLE_MS);
    return { ...payState(order), payAmount: order.payAmount, qrUrl: payQrUrl(order) };
  },

  isPay: ({ orderId }, ctx) => payState(mine(ctx, orderId)),

  abcOrderQuery: ({ orderNo }, ctx) => {
    const order = orderTable(ctx).first({ orderNo, uid: uidOf(ctx), deleted: false });
    if (!order) refuse(NOT_YOURS);
    return { ...payState(order), orderNo: order.orderNo };
  },

  getOrderNew: ({ orderId }, ctx) => orderView(ctx, mine(ctx, orderId)),

  cancelOrder: ({ orderId, reason }, ctx) => orderView(ctx, cancelByBuyer(ctx, mine(ctx, orderId), reason)),

  deleteOrder: ({ orderId }, ctx) => {
    deleteOrder(ctx, mine(ctx, orderId));
    return { orderId };
  },

  takeDelivery: ({ orderId }, ctx) => orderView(ctx, takeDelivery(ctx, mine(ctx, orderId))),

  evaluate: ({ orderId, ...input }, ctx) => {
    const { evaluation, order } = evaluateItem(ctx, mine(ctx, orderId), input);
    return { evaluateId: evaluation.id, order: orderView(ctx, order) };
  },

  viewLogistics: ({ orderId }, ctx) => {
    const order = mine(ctx, orderId);
    if (order.deliveryTime === null || !order.expressCompany || !order.expressNo)
      refuse('订单尚未发货，暂无物流信息');
    return { expressCompany: order.expressCompany, expressNo: order.expressNo, ...traceOf(order, ctx.now()) };
  },

  againBuy: ({ orderId }, ctx) => {
    const order = mine(ctx, orderId);
    if (order.status === 'waitPay') refuse('订单待支付，请直接付款');
    let added = 0;
    let lastProblem = '';
    for (const item of order.items) {
      try {
        addToCart(ctx, uidOf(ctx), item.skuId, item.quantity);
        added += 1;
      } catch (err) {
        // One sold-out line does not stop the others; the reason is kept in case none fit.
        lastProblem = err instanceof Error ? err.message : '';
      }
    }
    if (added === 0) refuse(`商品无法加入购物车：${lastProblem || '已售罄'}`);
    return { cartNumber: cartNumber(ctx, uidOf(ctx)), added };
  },

  addInvoice: ({ orderId, ...input }, ctx) => invoiceView(ctx, addInvoice(ctx, mine(ctx, orderId), input)),

  getInvoice: ({ orderId }, ctx) => {
    const order = mine(ctx, orderId);
    const row = order.invoiceId ? invoiceTable(ctx).get(order.invoiceId) : undefined;
    return row ? invoiceView(ctx, row) : null;
  },

  getVerifyRefundResultNew: ({ orderId, orderItemId }, ctx) => {
    const order = mine(ctx, orderId);
    const item = ownedItem(order, orderItemId);
    const refundProblem = refundBlocker(ctx, order, item);
    const repairProblem = repairBlocker(order, item);
    return {
      canRefund: refundProblem === null,
      canRepair: repairProblem === null,
      reason: refundProblem,
      maxAmount: refundProblem ? 0 : item.paidShare,
    };
  },

  getApplyRefundInfo: ({ orderId, orderItemId }, ctx) => {
    const order = mine(ctx, orderId);
    const item = ownedItem(order, orderItemId);
    const problem = refundBlocker(ctx, order, item);
    if (problem) refuse(problem);
    return {
      item: itemView(item),
      maxAmount: item.paidShare,
      reasons: REFUND_REASONS,
      refundTypes: refundTypesFor(order),
    };
  },

  refundOrderProduct: ({ orderId, orderItemId, ...input }, ctx) => {
    const order = mine(ctx, orderId);
    return refundView(ctx, applyRefund(ctx, order, ownedItem(order, orderItemId), input));
  },

  getRefundDetailInfo: ({ refundId }, ctx) => refundView(ctx, ownedRefund(ctx, uidOf(ctx), refundId)),

  undoApplyRefund: ({ refundId }, ctx) =>
    refundView(ctx, undoRefund(ctx, ownedRefund(ctx, uidOf(ctx), refundId))),

  refundExpressNew: ({ refundId, expressCode, expressNo }, ctx) =>
    refundView(ctx, fillReturnExpress(ctx, ownedRefund(ctx, uidOf(ctx), refundId), expressCode, expressNo)),

  getExpressCompanys: (_input, ctx) => ctx.seed.expressCompanies.map((c) => ({ code: c.code, name: c.name })),

  repairOrderProduct: ({ orderId, orderItemId, ...input }, ctx) => {
    const order = mine(ctx, orderId);
    return repairView(ctx, applyRepair(ctx, order, ownedItem(order, orderItemId), input));
  },

  getRepairDetailInfo: ({ repairId }, ctx) => repairView(ctx, ownedRepair(ctx, uidOf(ctx), repairId)),

  undoApplyRepair: ({ repairId }, ctx) =>
    repairView(ctx, undoRepair(ctx, ownedRepair(ctx, uidOf(ctx), repairId))),

  getOrders: ({ pageNum, pageSize }, ctx) => listOf(ctx, undefined, pageNum, pageSize),
  getWaitPay: ({ pageNum, pageSize }, ctx) => listOf(ctx, ['waitPay'], pageNum, pageSize),
  getWaitDelivery: ({ pageNum, pageSize }, ctx) => listOf(ctx, ['waitDelivery'], pageNum, pageSize),
  getWaitTakeDelivery: ({ pageNum, pageSize }, ctx) => listOf(ctx, ['waitTakeDelivery'], pageNum, pageSize),
  getWaitEvaluate: ({ pageNum, pageSize }, ctx) => listOf(ctx, ['waitEvaluate'], pageNum, pageSize),

  getAfterSale: ({ pageNum, pageSize }, ctx) => {
    const uid = uidOf(ctx);
    const entries = [
      ...refundTable(ctx)
        .where({ uid })
        .map((r) => ({ time: r.createTime, id: r.id, kind: 'refund' as const, refund: r })),
      ...repairTable(ctx)
        .where({ uid })
        .map((r) => ({ time: r.createTime, id: r.id, kind: 'repair' as const, repair: r })),
    ].sort((a, b) => b.time - a.time || b.id - a.id);
    const page = paginate(entries, pageNum, pageSize);
    return {
      ...page,
      list: page.list.map((e) =>
        e.kind === 'refund'
          ? { kind: 'refund' as const, refund: refundView(ctx, e.refund), repair: null }
          : { kind: 'repair' as const, refund: null, repair: repairView(ctx, e.repair) },
      ),
    };
  },
});
