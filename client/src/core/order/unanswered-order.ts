// 提交订单 placed once when a reply is lost: the upstream may have created the order while its reply
// never arrived (the network dropped, the write timed out). The submit is noted here (its lines and
// the server's time it was sent), and before the shopper's next 提交订单 of the same lines the
// newest unpaid orders are read: an order of those lines created since is the one placed, and the
// cashier opens for it instead of a second order. Per tab (sessionStorage), so a reload keeps it.
import type { ResultOf } from '@storefront/contracts';
import { call } from '../api/call';
import { serverNow } from '../api/server-clock';

type ListedOrder = ResultOf<'getWaitPay'>['list'][number];
interface Line {
  skuId: number;
  quantity: number;
}
interface Unanswered {
  lines: string;
  since: number;
}

const KEY = 'unanswered-order';
/** The upstream's createTime may run a little behind the time the reply header gave (whole seconds). */
const CLOCK_SLACK_MS = 5_000;
/** The newest unpaid orders read to find it: one submit creates one order, a few more may be older. */
const NEWEST_READ = 10;

/** The lines as one comparable text: each SKU with its quantity, in SKU order. */
export const linesKey = (lines: readonly Line[]): string =>
  lines
    .map((line) => `${line.skuId}x${line.quantity}`)
    .sort()
    .join(',');

function read(): Unanswered | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Unanswered> | null;
    return typeof value?.lines === 'string' && typeof value.since === 'number'
      ? { lines: value.lines, since: value.since }
      : null;
  } catch {
    return null;
  }
}

function write(value: Unanswered | null): void {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: a retry then submits again, as before.
  }
}

/** The server's time now, to note when a submit is sent. */
export const submitTime = (): number => serverNow();

/** A submit of `lines` sent at `since` got no reply: it may have placed the order. */
export const noteUnanswered = (lines: readonly Line[], since: number): void =>
  write({ lines: linesKey(lines), since });

/** A submit was answered: nothing is left to reconcile. */
export const forgetUnanswered = (): void => write(null);

/** The order among `orders` that a submit of `lines` sent at `since` created: same lines, created since. */
export function orderPlacedBy(
  orders: readonly ListedOrder[],
  lines: string,
  since: number,
): ListedOrder | undefined {
  return orders.find(
    (order) => order.createTime >= since - CLOCK_SLACK_MS && linesKey(order.items) === lines,
  );
}

/**
 * The id of the order an earlier unanswered submit of these `lines` placed after all, or null (none
 * was unanswered, or it placed nothing). A failed read throws and keeps the note for the next try.
 */
export async function orderPlacedEarlier(lines: readonly Line[]): Promise<number | null> {
  const unanswered = read();
  if (!unanswered || unanswered.lines !== linesKey(lines)) return null;
  const { list } = await call('getWaitPay', { pageNum: 1, pageSize: NEWEST_READ });
  forgetUnanswered();
  return orderPlacedBy(list, unanswered.lines, unanswered.since)?.orderId ?? null;
}
