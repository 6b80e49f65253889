// What the buyer may do with an order now: the buttons the order shows, and why a line cannot
// be refunded or repaired.
import type { StoreCtx } from '../context.js';
import { REFUND_WINDOW_MS } from './deadlines.js';
import type { OrderAction, OrderItemRow, OrderRow } from './table.js';

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
