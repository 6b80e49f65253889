// The hand-over from 立即购买 (goods page) to /m/checkout: one line, chosen in the SKU sheet, carried
// in the query string so a reload, the login detour and the back button all keep it.
// /m/checkout without these parameters settles the checked lines of the cart instead.

export interface CheckoutIntent {
  goodsId: number;
  skuId: number;
  quantity: number;
}

export const CHECKOUT_ROUTE = '/checkout';

/** Router path (relative to /m) of the checkout for one line bought at once. */
export function buyNowPath(intent: CheckoutIntent): string {
  const params = new URLSearchParams({
    source: 'buyNow',
    goodsId: String(intent.goodsId),
    skuId: String(intent.skuId),
    quantity: String(intent.quantity),
  });
  return `${CHECKOUT_ROUTE}?${params.toString()}`;
}

const positiveInt = (raw: string | null): number | null => {
  if (raw == null || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};

/** The buy-now line of a checkout URL, or null: then the checkout settles the cart. */
export function readBuyNowIntent(search: URLSearchParams | string): CheckoutIntent | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (params.get('source') !== 'buyNow') return null;
  const goodsId = positiveInt(params.get('goodsId'));
  const skuId = positiveInt(params.get('skuId'));
  const quantity = positiveInt(params.get('quantity'));
  if (goodsId == null || skuId == null || quantity == null) return null;
  return { goodsId, skuId, quantity };
}
