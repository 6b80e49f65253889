// What /CreateOrder settles, from its query: `source=cart` (the checked cart lines) or
// `source=buyNow&goodsId=&skuId=&quantity=` (one SKU from the product page).
export type SettleInput =
  { source: 'cart' } | { source: 'buyNow'; goodsId: number; skuId: number; quantity: number };

const positive = (raw: string | null): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** null when a buy-now link lacks its SKU or quantity. */
export function settleInputFrom(params: URLSearchParams): SettleInput | null {
  if (params.get('source') !== 'buyNow') return { source: 'cart' };
  const goodsId = positive(params.get('goodsId'));
  const skuId = positive(params.get('skuId'));
  const quantity = positive(params.get('quantity') ?? '1');
  if (!goodsId || !skuId || !quantity) return null;
  return { source: 'buyNow', goodsId, skuId, quantity };
}
