// How many pieces one cart line or one purchase may hold, for every face and the mock alike:
// at least 1, at most the stock and CART_QUANTITY_MAX (see docs/product-rules.md, 购物车).

/** Pieces of one SKU a cart line (or a buy-now) may hold; the stock may allow fewer. */
export const CART_QUANTITY_MAX = 99;

/** Lines (distinct SKUs) one cart may hold; adding a new SKU past it is refused. */
export const CART_LINES_MAX = 100;

/** What a quantity stepper offers for this stock (still 1 … 1 when sold out: its buttons disable). */
export function quantityBounds(stock: number): { min: number; max: number } {
  return { min: 1, max: Math.max(1, Math.min(stock, CART_QUANTITY_MAX)) };
}

/** A typed or stepped quantity pulled into range; a non-number keeps `fallback`. */
export function clampQuantity(raw: string | number, stock: number, fallback = 1): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return fallback;
  const { min, max } = quantityBounds(stock);
  return Math.min(max, Math.max(min, Math.floor(n)));
}
