// What falls due if the clock moves from `from` to `to` (the console lists it before an advance):
// orders' payment deadlines and settling, auto-receipt, after-sale steps, flash sessions starting and
// ending, and parcel trail steps. Read-only: nothing here changes the store.
import type { StoreCtx } from '../domain/context.js';
import {
  REFUND_STATUS_TEXT,
  REPAIR_STATUS_TEXT,
  refundTable,
  repairTable,
} from '../domain/order/after-sale.js';
import { dueAtOf } from '../domain/order/deadlines.js';
import { traceOf } from '../domain/order/logistics.js';
import { orderTable } from '../domain/order/table.js';
import { flashSessionsOfDay } from '../seed/flash-sale.js';

export type DueKind = 'order-close' | 'order-paid' | 'order-received' | 'after-sale' | 'flash' | 'parcel';

export interface DueItem {
  at: number;
  kind: DueKind;
  /** What happens, in Chinese. */
  text: string;
  orderId?: number;
}

const DAY_MS = 24 * 60 * 60_000;
/** Flash sessions are listed for at most this many days ahead (8 slots a day). */
const MAX_FLASH_DAYS = 10;

const inWindow = (at: number | null, from: number, to: number): at is number =>
  at !== null && at > from && at <= to;

export function duePreview(
  ctx: StoreCtx,
  from: number,
  to: number,
  limit = 50,
): { items: DueItem[]; more: number } {
  const items: DueItem[] = [];
  for (const order of orderTable(ctx).where({ status: ['waitPay', 'waitTakeDelivery'] })) {
    const due = dueAtOf(order);
    if (inWindow(due, from, to)) {
      const kind: DueKind =
        order.status === 'waitTakeDelivery'
          ? 'order-received'
          : order.payRequestedAt !== null
            ? 'order-paid'
            : 'order-close';
      const text =
        kind === 'order-close'
          ? `订单 ${order.orderNo} 超时未付款，将关闭并退回库存`
          : kind === 'order-paid' && (order.payOutcome === 'fail' || order.payOutcome === 'cancel')
            ? `订单 ${order.orderNo} 本次支付未成功（模拟的${order.payOutcome === 'fail' ? '失败' : '取消'}），仍为待付款`
            : kind === 'order-paid'
              ? `订单 ${order.orderNo} 付款到账，变为待发货`
              : `订单 ${order.orderNo} 自动确认收货`;
      items.push({ at: due, kind, text, orderId: order.id });
    }
    if (order.status === 'waitTakeDelivery')
      for (const step of traceOf(order, to).traces)
        if (inWindow(step.time, from, to))
          items.push({
            at: step.time,
            kind: 'parcel',
            text: `订单 ${order.orderNo} 物流：${step.text}`,
            orderId: order.id,
          });
  }
  for (const refund of refundTable(ctx).where({ dueAt: { gt: from } }))
    if (inWindow(refund.dueAt, from, to))
      items.push({
        at: refund.dueAt,
        kind: 'after-sale',
        text: `退款申请 #${refund.id}（${REFUND_STATUS_TEXT[refund.status]}）进入下一步`,
        orderId: refund.orderId,
      });
  for (const repair of repairTable(ctx).where({ dueAt: { gt: from } }))
    if (inWindow(repair.dueAt, from, to))
      items.push({
        at: repair.dueAt,
        kind: 'after-sale',
        text: `维修申请 #${repair.id}（${REPAIR_STATUS_TEXT[repair.status]}）进入下一步`,
        orderId: repair.orderId,
      });
  const lastDay = Math.min(to, from + MAX_FLASH_DAYS * DAY_MS);
  for (let day = from; day <= lastDay + DAY_MS; day += DAY_MS)
    for (const session of flashSessionsOfDay(ctx.seed.flashPool, day)) {
      if (inWindow(session.startTime, from, to) && session.startTime <= lastDay)
        items.push({ at: session.startTime, kind: 'flash', text: `秒杀场次 ${session.title} 开始` });
      if (inWindow(session.endTime, from, to) && session.endTime <= lastDay)
        items.push({ at: session.endTime, kind: 'flash', text: `秒杀场次 ${session.title} 结束` });
    }
  // Sessions are built per day, so neighbouring days may list one session twice.
  const unique = [...new Map(items.map((i) => [`${i.at}|${i.text}`, i])).values()].sort(
    (a, b) => a.at - b.at,
  );
  return { items: unique.slice(0, limit), more: Math.max(unique.length - limit, 0) };
}
