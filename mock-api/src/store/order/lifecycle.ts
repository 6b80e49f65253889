// Orders (table `orders`) and their status machine:
//   waitPay → waitDelivery → waitTakeDelivery → waitEvaluate → done
//   waitPay → cancelled (by the buyer, or lazily once payDeadline passes; stock and coupon return)
//   any paid state → closed (when every item has been refunded, see after-sale.ts)
// Time-driven steps (payment settling ~3 s after `buy`, auto-cancel, auto-receipt) are applied
// lazily by sweepOrders from whatever clock the caller has, so they also happen after a restart.
import type { StoreCtx } from '../shared/context.js';
import { NOT_YOURS, refuse } from '../shared/context.js';
import type { AddressRow } from '../address/addresses.js';
import { ownedAddress } from '../address/addresses.js';
import { cartTable, viewCartLines } from '../cart/cart.js';
import {
  checkCoupon,
  discountFor,
  markCouponUsed,
  releaseCoupon,
  userCoupons,
  type PricedLine,
} from '../coupon/coupons.js';
import type { Table } from '../persistence/db.js';
import { notify } from '../account/messages.js';
import type { SeedGoods, SeedSku } from '../seed/types.js';
import { shanghaiStamp, DAY_MS } from '../shared/shanghai-time.js';
import { assertStock, pickSku } from '../catalogue/sku-lines.js';
import { releaseStock, reserveStock } from '../catalogue/stock.js';

export const PAY_WINDOW_MS = 30 * 60_000;
export const PAY_SETTLE_MS = 3_000;
export const AUTO_RECEIVE_MS = 10 * DAY_MS;
export const FREE_FREIGHT_FROM = 9_900;
export const FREIGHT = 800;
export const ORDER_ID_BASE = 10_001;

export type OrderStatus =
  'waitPay' | 'waitDelivery' | 'waitTakeDelivery' | 'waitEvaluate' | 'done' | 'cancelled' | 'closed';
export type AfterSaleStatus = 'none' | 'refunding' | 'refunded' | 'refundRejected' | 'repairing' | 'repaired';
export type OrderAction =
  'pay' | 'cancel' | 'delete' | 'takeDelivery' | 'evaluate' | 'againBuy' | 'logistics' | 'refund' | 'invoice';

export const STATUS_TEXT: Record<OrderStatus, string> = {
  waitPay: '待付款',
  waitDelivery: '待发货',
  waitTakeDelivery: '待收货',
  waitEvaluate: '待评价',
  done: '已完成',
  cancelled: '已取消',
  closed: '已关闭',
};

export interface OrderItemRow {
  orderItemId: number;
  goodsId: number;
  skuId: number;
  name: string;
  picUrl: string;
  specText: string;
  price: number;
  quantity: number;
  /** What the buyer paid for this line after the coupon: the most a refund may return. */
  paidShare: number;
  afterSaleStatus: AfterSaleStatus;
  evaluated: boolean;
}

export type OrderAddress = Omit<AddressRow, 'id' | 'uid' | 'isDefault' | 'createTime'>;

export interface OrderRow {
  id: number;
  uid: number;
  orderNo: string;
  status: OrderStatus;
  items: OrderItemRow[];
  goodsAmount: number;
  freight: number;
  couponAmount: number;
  payAmount: number;
  userCouponId: number;
  address: OrderAddress;
  remark: string;
  createTime: number;
  payDeadline: number;
  payRequestedAt: number | null;
  payType: string | null;
  payTime: number | null;
  deliveryTime: number | null;
  receiveTime: number | null;
  finishTime: number | null;
  cancelTime: number | null;
  cancelReason: string;
  expressCode: string | null;
  expressCompany: string | null;
  expressNo: string | null;
  invoiceId: number;
  deleted: boolean;
}

export const orderTable = (ctx: StoreCtx): Table<OrderRow> =>
  ctx.db.table<OrderRow>('orders', { idBase: ORDER_ID_BASE });

/** The user's order, or the same refusal whether it is missing, deleted or someone else's. */
export function ownedOrder(ctx: StoreCtx, uid: number, orderId: number): OrderRow {
  const row = orderTable(ctx).get(orderId);
  if (!row || row.uid !== uid || row.deleted) refuse(NOT_YOURS);
  return row;
}

export function ownedItem(order: OrderRow, orderItemId: number): OrderItemRow {
  const item = order.items.find((i) => i.orderItemId === orderItemId);
  if (!item) refuse(NOT_YOURS);
  return item;
}

const orderLink = (orderId: number): string => `/orders/orderDetails?orderId=${orderId}`;

export function notifyOrder(ctx: StoreCtx, order: OrderRow, title: string, content: string): void {
  notify(ctx.db, {
    uid: order.uid,
    box: 'order',
    title,
    content,
    link: orderLink(order.id),
    createTime: ctx.now(),
  });
}

// ---- settling: what is bought and what it costs ----

export interface SettleSource {
  source: 'cart' | 'buyNow';
  goodsId?: number;
  skuId?: number;
  quantity?: number;
}

export interface SettleLine {
  goods: SeedGoods;
  sku: SeedSku;
  quantity: number;
  cartId: number | null;
}

export function settleLines(ctx: StoreCtx, uid: number, source: SettleSource): SettleLine[] {
  if (source.source === 'buyNow') {
    const { goods, sku } = pickSku(ctx, source.skuId!, source.goodsId);
    assertStock(ctx, sku.skuId, source.quantity!);
    return [{ goods, sku, quantity: source.quantity!, cartId: null }];
  }
  const checked = viewCartLines(ctx, uid).filter((l) => l.row.checked);
  if (checked.length === 0) refuse('请先勾选要结算的商品');
  return checked.map((line) => {
    const goods = ctx.seed.goods.get(line.row.goodsId);
    const sku = ctx.seed.skus.get(line.row.skuId);
    if (!line.valid || !goods || !sku)
      refuse(`${goods?.name ?? '商品'}${line.invalidReason ? `：${line.invalidReason}` : '不可购买'}`);
    if (goods.shopType !== 'self') refuse(`${goods.name}：该商品需前往第三方平台购买`);
    return { goods, sku, quantity: line.row.quantity, cartId: line.row.id };
  });
}

export const pricedLines = (lines: SettleLine[]): PricedLine[] =>
  lines.map((l) => ({ goods: l.goods, amount: l.sku.price * l.quantity }));

export interface PriceBreakdown {
  goodsAmount: number;
  freight: number;
  couponAmount: number;
  payAmount: number;
}

export function priceOf(lines: SettleLine[], couponAmount: number): PriceBreakdown {
  const goodsAmount = lines.reduce((sum, l) => sum + l.sku.price * l.quantity, 0);
  const freight = goodsAmount >= FREE_FREIGHT_FROM ? 0 : FREIGHT;
  return { goodsAmount, freight, couponAmount, payAmount: goodsAmount - couponAmount + freight };
}

/** Every coupon of the user with whether it fits these lines, and the one saving the most. */
export function couponChoices(ctx: StoreCtx, uid: number, lines: SettleLine[]) {
  const priced = pricedLines(lines);
  const choices = userCoupons(ctx, uid)
    .filter((row) => !row.used)
    .map((row) => ({ row, check: checkCoupon(ctx, row, priced) }));
  const best = choices
    .filter((c) => c.check.applicable)
    .sort((a, b) => b.check.discount - a.check.discount)[0];
  return { choices, bestUserCouponId: best?.row.id ?? 0, bestDiscount: best?.check.discount ?? 0 };
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
  markCouponUsed(ctx, input.userCouponId, order.id);
  for (const line of lines) if (line.cartId !== null) cartTable(ctx).remove(line.cartId);
  notifyOrder(
    ctx,
    order,
    '订单提交成功',
    `订单${order.orderNo}已提交，请在30分钟内完成支付，超时订单将自动取消。`,
  );
  return order;
}

/** Splits what is paid for goods over the lines in proportion; the last line takes the rounding. */
function shareItems(orderId: number, lines: SettleLine[], paidForGoods: number): OrderItemRow[] {
  const goodsAmount = lines.reduce((sum, l) => sum + l.sku.price * l.quantity, 0);
  let left = paidForGoods;
  return lines.map((line, index) => {
    const amount = line.sku.price * line.quantity;
    const share =
      index === lines.length - 1 ? left : Math.floor((amount * paidForGoods) / Math.max(goodsAmount, 1));
    left -= share;
    return {
      orderItemId: orderId * 1000 + index + 1,
      goodsId: line.goods.goodsId,
      skuId: line.sku.skuId,
      name: line.goods.name,
      picUrl: line.sku.picUrl,
      specText: line.sku.specText,
      price: line.sku.price,
      quantity: line.quantity,
      paidShare: share,
      afterSaleStatus: 'none',
      evaluated: false,
    };
  });
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
  });
  notifyOrder(ctx, next, '支付成功', `订单${order.orderNo}已支付成功，商家将尽快为您发货。`);
  return next;
}

/** `buy`: the simulated payment starts now and completes PAY_SETTLE_MS later. */
export function requestPayment(ctx: StoreCtx, order: OrderRow, payType: string): OrderRow {
  if (order.status === 'cancelled') refuse('订单已取消，无法支付');
  if (order.status !== 'waitPay') refuse('订单已支付，请勿重复支付');
  if (order.payRequestedAt !== null) return order;
  if (ctx.now() >= order.payDeadline) refuse('订单已超时，无法支付');
  return orderTable(ctx).update(order.id, { payRequestedAt: ctx.now(), payType });
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
    if (order.payRequestedAt !== null && now >= order.payRequestedAt + PAY_SETTLE_MS)
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

export function sweepOrderClocks(ctx: StoreCtx): void {
  for (const order of orderTable(ctx).find((o) => o.status === 'waitPay' || o.status === 'waitTakeDelivery'))
    settleOrderClock(ctx, order);
}

// ---- what the buyer may do ----

export const REFUND_WINDOW_MS = 15 * DAY_MS;

/** Why this line cannot be refunded now, or null when it can. */
export function refundBlocker(ctx: StoreCtx, order: OrderRow, item: OrderItemRow): string | null {
  if (order.status === 'waitPay') return '订单未支付，无需退款';
  if (order.status === 'cancelled' || order.status === 'closed') return '订单已关闭，无法申请退款';
  if (order.receiveTime !== null && ctx.now() > order.receiveTime + REFUND_WINDOW_MS)
    return '已超过售后期限（签收后15天）';
  if (item.afterSaleStatus === 'refunding') return '该商品退款处理中';
  if (item.afterSaleStatus === 'refunded') return '该商品已退款';
  if (item.afterSaleStatus === 'repairing') return '该商品维修处理中';
  if (item.paidShare <= 0) return '该商品实付金额为0，无需退款';
  return null;
}

export function repairBlocker(order: OrderRow, item: OrderItemRow): string | null {
  if (order.status !== 'waitEvaluate' && order.status !== 'done') return '确认收货后才可申请维修';
  if (item.afterSaleStatus === 'refunding' || item.afterSaleStatus === 'refunded')
    return '该商品已申请退款，无法维修';
  if (item.afterSaleStatus === 'repairing') return '该商品维修处理中';
  return null;
}

export function actionsOf(ctx: StoreCtx, order: OrderRow): OrderAction[] {
  const refundable = order.items.some((item) => refundBlocker(ctx, order, item) === null);
  const paid = order.payTime !== null;
  const actions: OrderAction[] = [];
  if (order.status === 'waitPay') actions.push('pay', 'cancel');
  if (order.status === 'waitTakeDelivery') actions.push('takeDelivery');
  if (order.status === 'waitEvaluate') actions.push('evaluate');
  if (order.deliveryTime !== null) actions.push('logistics');
  if (refundable) actions.push('refund');
  if (paid && order.invoiceId === 0 && order.status !== 'closed') actions.push('invoice');
  if (order.status !== 'waitPay') actions.push('againBuy');
  if (order.status === 'done' || order.status === 'cancelled' || order.status === 'closed')
    actions.push('delete');
  return actions;
}

export function deleteOrder(ctx: StoreCtx, order: OrderRow): void {
  if (order.status !== 'done' && order.status !== 'cancelled' && order.status !== 'closed')
    refuse('订单当前状态不可删除');
  orderTable(ctx).update(order.id, { deleted: true });
}

export const userOrders = (ctx: StoreCtx, uid: number, statuses?: OrderStatus[]): OrderRow[] =>
  orderTable(ctx)
    .find((o) => o.uid === uid && !o.deleted && (!statuses || statuses.includes(o.status)))
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
