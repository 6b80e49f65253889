// A price range typed in yuan (最低价–最高价), as both faces' goods filters take it: blank ends are
// open, a typed end is a number with at most two decimals, and the low end is not above the high.
export const PRICE_RANGE_MESSAGES = {
  format: '请输入正确的价格，最多两位小数',
  order: '最低价不能高于最高价',
} as const;

/** Yuan typed by the user → fen for the wire; blank or invalid → no bound. */
export function yuanToFen(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}

/** What is wrong with a typed range, in the shopper's words, or null when it can be applied. */
export function priceRangeProblem(min: string, max: string): string | null {
  const lo = min.trim() ? yuanToFen(min) : undefined;
  const hi = max.trim() ? yuanToFen(max) : undefined;
  if ((min.trim() && lo === undefined) || (max.trim() && hi === undefined))
    return PRICE_RANGE_MESSAGES.format;
  if (lo !== undefined && hi !== undefined && lo > hi) return PRICE_RANGE_MESSAGES.order;
  return null;
}

export interface FenRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** The range a URL's min/max (yuan) stand for; ends that do not read as prices are left open. */
export const fenRangeOf = (min: string | null, max: string | null): FenRange => ({
  min: yuanToFen(min ?? ''),
  max: yuanToFen(max ?? ''),
});

/** Whether a price in fen lies in the range, ends included. */
export const inFenRange = (fen: number, { min, max }: FenRange): boolean =>
  (min === undefined || fen >= min) && (max === undefined || fen <= max);
