// The cart's lines as both faces show them: the checked valid lines and their total, whether 全选
// is on, the invalid lines set apart, and a check change in flight. A line's stepper range is the
// contracts' quantityBounds(line.stock).
import type { ResultOf } from '@storefront/contracts';

export type CartLine = ResultOf<'getCart'>['items'][number];
type Line = Pick<CartLine, 'cartId' | 'price' | 'quantity' | 'checked' | 'valid'>;

export interface CartTotals<T extends Line> {
  /** Lines that can be bought, in cart order. */
  valid: T[];
  /** Sold-out or off-shelf lines: shown apart, never counted or checked. */
  invalid: T[];
  checked: T[];
  /** Checked lines (as the server counts them for 结算). */
  count: number;
  /** Sum of price × quantity of the checked lines, in fen. */
  amount: number;
  allChecked: boolean;
}

export function cartTotals<T extends Line>(items: readonly T[]): CartTotals<T> {
  const valid = items.filter((i) => i.valid);
  const invalid = items.filter((i) => !i.valid);
  const checked = valid.filter((i) => i.checked);
  return {
    valid,
    invalid,
    checked,
    count: checked.length,
    amount: checked.reduce((sum, i) => sum + i.price * i.quantity, 0),
    allChecked: valid.length > 0 && checked.length === valid.length,
  };
}

/** The submit button's text: 结算 (n) once something is checked. */
export const settleLabel = (count: number): string => (count > 0 ? `结算(${count})` : '结算');

/**
 * The lines as they will be once a check change in flight is answered (some lines, or every valid
 * line for 全选): the check box follows the tap at once; the server's reply replaces it.
 */
export function withPendingCheck<T extends Pick<CartLine, 'cartId' | 'checked' | 'valid'>>(
  items: readonly T[],
  pending: { cartIds?: number[]; checked: boolean } | undefined,
): T[] {
  if (!pending) return [...items];
  const ids = pending.cartIds ? new Set(pending.cartIds) : null;
  return items.map((item) =>
    item.valid && (ids === null || ids.has(item.cartId)) ? { ...item, checked: pending.checked } : item,
  );
}
