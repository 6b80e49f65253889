// The one place where an order changes status:
//   waitPay → waitDelivery → waitTakeDelivery → waitEvaluate → done
//   waitPay → cancelled (by the buyer, or once payDeadline passes; stock and coupon return)
//   any paid state → closed (when every item has been refunded)
// Handlers, the admin routes and the due-step runner all go through these functions. Time-driven
// steps (payment settling after `buy`, auto-cancel, auto-receipt) are found through the orders'
// due_at index by runDueOrders, on a timer and before each buying-side request.
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import { ownedAddress } from '../address/addresses.js';
import { cartTable } from '../cart/cart.js';
import { discountFor, markCouponUsed, releaseCoupon } from '../coupon/coupons.js';
import { notify } from '../account/messages.js';
import { shanghaiStamp } from '../../shared/shanghai-time.js';
import { assertStock } from '../catalogue/sku-lines.js';
import { releaseStock, reserveStock } from '../catalogue/stock.js';
import { crashPoint } from '../../persistence/crash-point.js';
import { AUTO_RECEIVE_MS, PAY_SETTLE_MS, PAY_WINDOW_MS } from './deadlines.js';
import { PAY_ERRORS, settleAtOf, takePaymentPlan, type PaymentOutcome } from './payment-plans.js';
import {
  pricedLines,
  priceOf,
  settleLines,
  shareItems,
  type SettleLine,
  type SettleSource,
} from './pricing.js';
import { orderTable, type AfterSaleStatus, type OrderRow } from './table.js';

const orderLink = (orderId: number): string => `/orders/orderDetails?orderId=${orderId}`;

export function notifyOrder(ctx: StoreCtx, order: OrderRow, title: string, content: string): void {
  notify(ctx.store, {
    uid: order.uid,
    box: 'order',
    title,
    content,
    link: orderLink(order.id),
    createTime: ctx.now(),
  });
}

// ---- creating ----

export interface CreateOrderInput extends SettleSource {
  addressId: number;
  userCouponId: number;
  remark?: string;
}

export function createOrder(ctx: StoreCtx, uid: number, input: CreateOrderInput): OrderRow {
  const address = ownedAddress(ctx, uid, input.addressId);
  const lines = settleLines(ctx, uid, input);
  const couponAmount = discountFor(ctx, uid, input.userCouponId, pricedLines(lines));
  const price = priceOf(lines, couponAmount);
  // Reserve every line or none: a short line releases what was already taken.
  const reserved: SettleLine[] = [];
  try {
    for (const line of lines) {
      reserveStock(ctx, line.sku.skuId, line.quantity);
      reserved.push(line);
    }
  } catch (err) {
    for (const line of reserved) releaseStock(ctx, line.sku.skuId, line.quantity);
    const stock = lines[reserved.length];
    if (stock) assertStock(ctx, stock.sku.skuId, stock.quantity);
    throw err;
  }
  crashPoint('createOrder:stock-reserved');
  const now = ctx.now();
  const table = orderTable(ctx);
  const row = table.insert({
    uid,
    orderNo: '',
    status: 'waitPay',
    items: [],
    ...price,
    userCouponId: input.userCouponId,
    address: {
      consignee: address.consignee,
      mobile: address.mobile,
      provinceCode: address.provinceCode,
      provinceName: address.provinceName,
      cityCode: address.cityCode,
      cityName: address.cityName,
      areaCode: address.areaCode,
      areaName: address.areaName,
      detail: address.detail,
    },
    remark: input.remark ?? '',
    createTime: now,
    payDeadline: now + PAY_WINDOW_MS,
    payRequestedAt: null,
    payType: null,
    payTime: null,
    payOutcome: null,
    paySettleAt: null,
    payError: null,
    payNotifies: null,
    deliveryTime: null,
    receiveTime: null,
    finishTime: null,
    cancelTime: null,
    cancelReason: '',
    expressCode: null,
    expressCompany: null,
    expressNo: null,
    invoiceId: 0,
    deleted: false,
  });
  const order = table.update(row.id, {
    orderNo: `${shanghaiStamp(now)}${String(row.id).padStart(6, '0')}`,
    items: shareItems(row.id, lines, price.goodsAmount - couponAmount),
  });
  crashPoint('createOrder:order-written');
  markCouponUsed(ctx, input.userCouponId, order.id);
  crashPoint('createOrder:coupon-used');
  for (const line of lines) if (line.cartId !== null) cartTable(ctx).remove(line.cartId);
  notifyOrder(
    ctx,
    order,
    '订单提交成功',
    `订单${order.orderNo}已提交，请在30分钟内完成支付，超时订单将自动取消。`,
  );
  return order;
}

// ---- transitions ----

function cancel(ctx: StoreCtx, order: OrderRow, reason: string, at: number): OrderRow {
  for (const item of order.items) releaseStock(ctx, item.skuId, item.quantity);
  releaseCoupon(ctx, order.userCouponId);
  const next = orderTable(ctx).update(order.id, {
    status: 'cancelled',
    cancelTime: at,
    cancelReason: reason,
  });
  notifyOrder(ctx, next, '订单已取消', `订单${order.orderNo}已取消：${reason}`);
  return next;
}

export function cancelByBuyer(ctx: StoreCtx, order: OrderRow, reason: string | undefined): OrderRow {
  if (order.status !== 'waitPay') refuse('订单当前状态不可取消');
  if (order.payRequestedAt !== null) refuse('订单正在支付中，请稍后再试');
  return cancel(ctx, order, reason || '买家取消订单', ctx.now());
}

export function markPaid(ctx: StoreCtx, order: OrderRow, at: number): OrderRow {
  if (order.status !== 'waitPay') refuse('订单当前状态不可支付');
  const next = orderTable(ctx).update(order.id, {
    status: 'waitDelivery',
    payTime: at,
    payType: order.payType ?? 'wechat',
    payRequestedAt: order.payRequestedAt ?? at,
    paySettleAt: null,
    payError: null,
    payNotifies: (order.payNotifies ?? 0) + 1,
  });
  notifyOrder(ctx, next, '支付成功', `订单${order.orderNo}已支付成功，商家将尽快为您发货。`);
  return next;
}

/**
 * `buy`: the simulated payment starts now; it completes PAY_SETTLE_MS later, or as the state's
 * payment plan says (payment-plans.ts).
 */
export function requestPayment(ctx: StoreCtx, order: OrderRow, payType: string): OrderRow {
  if (order.status === 'cancelled') refuse('订单已取消，无法支付');
  if (order.status !== 'waitPay') refuse('订单已支付，请勿重复支付');
  if (order.payRequestedAt !== null) return order;
  if (ctx.now() >= order.payDeadline) refuse('订单已超时，无法支付');
  return orderTable(ctx).update(order.id, {
    payRequestedAt: ctx.now(),
    payType,
    ...plannedAttempt(ctx, order.id),
  });
}

/** The columns of a new attempt: the plan taken for it, or none (the default success). */
function plannedAttempt(ctx: StoreCtx, orderId: number): Partial<OrderRow> {
  const plan = takePaymentPlan(ctx, orderId);
  if (!plan) return { payOutcome: null, paySettleAt: null, payError: null };
  return { payOutcome: plan.outcome, paySettleAt: settleAtOf(plan, ctx.now()), payError: null };
}

/** A plan set for an order whose attempt is already in flight applies to that attempt, from now. */
export function replanAttempt(
  ctx: StoreCtx,
  order: OrderRow,
  plan: { outcome: PaymentOutcome; afterMs: number | null },
): OrderRow {
  return orderTable(ctx).update(order.id, {
    payOutcome: plan.outcome,
    paySettleAt: settleAtOf(plan, ctx.now()),
  });
}

/** The planned attempt resolves: paid (once, however often it is notified), or back to 待付款 with the reason. */
function settlePlannedAttempt(ctx: StoreCtx, order: OrderRow, at: number): OrderRow {
  const outcome = order.payOutcome!;
  const error = PAY_ERRORS[outcome];
  if (error) {
    const next = orderTable(ctx).update(order.id, {
      payRequestedAt: null,
      payOutcome: null,
      paySettleAt: null,
      payError: error,
    });
    notifyOrder(
      ctx,
      next,
      outcome === 'cancel' ? '支付已取消' : '支付失败',
      `订单${order.orderNo}：${error}`,
    );
    return next;
  }
  const paid = markPaid(ctx, order, at);
  if (outcome !== 'duplicate-notify') return paid;
  // The second notification of the same payment is recognised and counted, never applied again.
  return orderTable(ctx).update(order.id, { payNotifies: (paid.payNotifies ?? 0) + 1 });
}

export function ship(ctx: StoreCtx, order: OrderRow): OrderRow {
  if (order.status !== 'waitDelivery') refuse('订单当前状态不可发货');
  const companies = ctx.seed.expressCompanies;
  const company = companies[order.id % Math.max(companies.length, 1)] ?? { code: 'SF', name: '顺丰速运' };
  const expressNo = `${company.code
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 4)}${String(order.id).padStart(6, '0')}${String(ctx.now() % 1_000_000).padStart(6, '0')}`;
  const next = orderTable(ctx).update(order.id, {
    status: 'waitTakeDelivery',
    deliveryTime: ctx.now(),
    expressCode: company.code,
    expressCompany: company.name,
    expressNo,
  });
  notifyOrder(
    ctx,
    next,
    '订单已发货',
    `您的订单${order.orderNo}已由${company.name}发出，运单号${expressNo}。`,
  );
  return next;
}

export function takeDelivery(ctx: StoreCtx, order: OrderRow, at = ctx.now()): OrderRow {
  if (order.status !== 'waitTakeDelivery') refuse('订单当前状态不可确认收货');
  const next = orderTable(ctx).update(order.id, { status: 'waitEvaluate', receiveTime: at });
  notifyOrder(ctx, next, '订单已签收', `订单${order.orderNo}已确认收货，快来评价一下吧。`);
  return next;
}

/** done once every line that was not refunded has been evaluated. */
export function finishIfAllEvaluated(ctx: StoreCtx, order: OrderRow): OrderRow {
  const open = order.items.filter((i) => i.afterSaleStatus !== 'refunded');
  if (order.status === 'waitEvaluate' && open.length > 0 && open.every((i) => i.evaluated)) {
    return orderTable(ctx).update(order.id, { status: 'done', finishTime: ctx.now() });
  }
  return order;
}

/** Applies the time-driven steps that are due for one order. */
export function settleOrderClock(ctx: StoreCtx, order: OrderRow): OrderRow {
  const now = ctx.now();
  if (order.status === 'waitPay') {
    if (
      order.payRequestedAt !== null &&
      order.payOutcome &&
      order.paySettleAt !== null &&
      now >= order.paySettleAt
    )
      return settlePlannedAttempt(ctx, order, order.paySettleAt);
    if (order.payRequestedAt !== null && !order.payOutcome && now >= order.payRequestedAt + PAY_SETTLE_MS)
      return markPaid(ctx, order, order.payRequestedAt + PAY_SETTLE_MS);
    if (order.payRequestedAt === null && now >= order.payDeadline)
      return cancel(ctx, order, '超时未支付，订单已自动取消', order.payDeadline);
  }
  if (
    order.status === 'waitTakeDelivery' &&
    order.deliveryTime !== null &&
    now >= order.deliveryTime + AUTO_RECEIVE_MS
  ) {
    return takeDelivery(ctx, order, order.deliveryTime + AUTO_RECEIVE_MS);
  }
  return order;
}

/** Applies every time-driven order step that is due, oldest first, found through the due_at index. */
export function runDueOrders(ctx: StoreCtx): void {
  const now = ctx.now();
  for (const order of orderTable(ctx).where(
    { dueAt: { lte: now } },
    { orderBy: [['dueAt' as never, 'asc']] },
  ))
    settleOrderClock(ctx, order);
}

/** An order line's after-sale state; the order closes once every line is refunded. */
export function setItemStatus(
  ctx: StoreCtx,
  orderId: number,
  orderItemId: number,
  status: AfterSaleStatus,
  at = ctx.now(),
): OrderRow {
  const order = orderTable(ctx).get(orderId)!;
  const items = order.items.map((i) =>
    i.orderItemId === orderItemId ? { ...i, afterSaleStatus: status } : i,
  );
  const next = orderTable(ctx).update(orderId, { items });
  if (status === 'refunded' && items.every((i) => i.afterSaleStatus === 'refunded'))
    return orderTable(ctx).update(orderId, { status: 'closed', finishTime: at });
  return next;
}

export function deleteOrder(ctx: StoreCtx, order: OrderRow): void {
  if (order.status !== 'done' && order.status !== 'cancelled' && order.status !== 'closed')
    refuse('订单当前状态不可删除');
  orderTable(ctx).update(order.id, { deleted: true });
}
