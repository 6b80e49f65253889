// The order's clocks: how long each step may wait before it happens by itself, and when the next
// one falls due. `dueAtOf` is stored in the orders' indexed due_at column, so due orders are found
// without looking at the others (see lifecycle.ts runDueOrders).
import { DAY_MS } from '../../shared/shanghai-time.js';

export const PAY_WINDOW_MS = 30 * 60_000;
export const PAY_SETTLE_MS = 3_000;
export const AUTO_RECEIVE_MS = 10 * DAY_MS;
export const REFUND_WINDOW_MS = 15 * DAY_MS;

/** The columns of an order row (table.ts) that its clocks read. */
interface Clocked {
  status: string;
  payRequestedAt: number | null;
  payDeadline: number;
  payOutcome?: string | null;
  paySettleAt?: number | null;
  deliveryTime: number | null;
}

/** When the order's next time-driven step is due, or null when it waits on nobody's clock. */
export function dueAtOf(order: Clocked): number | null {
  if (order.status === 'waitPay') {
    if (order.payRequestedAt === null) return order.payDeadline;
    // A planned attempt (POST /__mock/payments) resolves at its own time, a pending one never.
    return order.payOutcome ? (order.paySettleAt ?? null) : order.payRequestedAt + PAY_SETTLE_MS;
  }
  if (order.status === 'waitTakeDelivery' && order.deliveryTime !== null)
    return order.deliveryTime + AUTO_RECEIVE_MS;
  return null;
}
