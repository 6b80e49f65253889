// The rule both faces apply before 提交订单: the order is placed only at what the shopper last saw.
// `orderChanges` compares what the page shows with what the upstream answers now (a flash session
// that ended, a price or stock that moved) and lists what changed, old → new, or null when nothing did.
import { formatPrice, type ResultOf } from '@storefront/contracts';

type Settle = ResultOf<'getOrderSettleInfoNew'>;
export type SettleLine = Settle['lines'][number];

/** What the shopper saw (or sees now): the lines and the amount due. */
export interface OrderView {
  payAmount: number;
  lines: readonly SettleLine[];
}

/** One line's change: `before` null for a line that appeared, `now` null for one that went away. */
export interface LineChange {
  key: string;
  name: string;
  specText: string;
  before: { price: number; quantity: number } | null;
  now: { price: number; quantity: number } | null;
}

export interface OrderChange {
  payBefore: number;
  /** null when the order cannot be placed any more (see `refusal`). */
  payNow: number | null;
  lines: LineChange[];
  /** The upstream's sentence when it refuses to settle (a line sold out or off sale). */
  refusal: string | null;
  /** What the page should show and take as seen once the shopper accepts the change. */
  current: OrderView | null;
}

const keyOf = (line: SettleLine) => `${line.goodsId}:${line.skuId}`;
const figures = (line: SettleLine) => ({ price: line.price, quantity: line.quantity });

/** The lines whose price or quantity moved, appeared or went away, in the order the shopper saw them. */
export function lineChanges(seen: readonly SettleLine[], now: readonly SettleLine[]): LineChange[] {
  const nowByKey = new Map(now.map((line) => [keyOf(line), line]));
  const seenKeys = new Set(seen.map(keyOf));
  const changes: LineChange[] = [];
  for (const line of seen) {
    const current = nowByKey.get(keyOf(line));
    if (current && current.price === line.price && current.quantity === line.quantity) continue;
    changes.push({
      key: keyOf(line),
      name: line.name,
      specText: line.specText,
      before: figures(line),
      now: current ? figures(current) : null,
    });
  }
  for (const line of now) {
    if (seenKeys.has(keyOf(line))) continue;
    changes.push({
      key: keyOf(line),
      name: line.name,
      specText: line.specText,
      before: null,
      now: figures(line),
    });
  }
  return changes;
}

/** null when the upstream would charge what the shopper saw for the lines they saw. */
export function orderChanges(seen: OrderView, now: OrderView): OrderChange | null {
  const lines = lineChanges(seen.lines, now.lines);
  if (lines.length === 0 && seen.payAmount === now.payAmount) return null;
  return { payBefore: seen.payAmount, payNow: now.payAmount, lines, refusal: null, current: now };
}

/** The upstream refuses to settle any more: the order cannot be placed as seen. */
export const refusedOrder = (seen: OrderView, refusal: string): OrderChange => ({
  payBefore: seen.payAmount,
  payNow: null,
  lines: [],
  refusal,
  current: null,
});

/** One changed line in the shopper's words: `¥39.90 → ¥59.90 ×1`, `已不可购买`, `新增 ¥10.00 ×1`. */
export function lineChangeText({ before, now }: LineChange): string {
  if (!now) return '已不可购买';
  if (!before) return `新增 ${formatPrice(now.price)} ×${now.quantity}`;
  const price =
    before.price === now.price
      ? formatPrice(now.price)
      : `${formatPrice(before.price)} → ${formatPrice(now.price)}`;
  const quantity =
    before.quantity === now.quantity ? `×${now.quantity}` : `×${before.quantity} → ×${now.quantity}`;
  return `${price} ${quantity}`;
}

/** 应付金额's change, `¥39.90 → ¥59.90`; null when the order cannot be placed. */
export const payChangeText = (change: OrderChange): string | null =>
  change.payNow === null ? null : `${formatPrice(change.payBefore)} → ${formatPrice(change.payNow)}`;
