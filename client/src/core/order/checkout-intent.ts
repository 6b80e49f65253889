// What a checkout settles, for both faces: 立即购买's one line (goods page → /CreateOrder or
// /m/checkout), carried in the query string so a reload, the login detour and the back button all
// keep it, or else the checked lines of the cart. One parser, so both faces read a link alike.
import { parseUrlId } from '../router/url-id';

export interface CheckoutIntent {
  goodsId: number;
  skuId: number;
  quantity: number;
}

export type SettleTarget = { source: 'cart' } | ({ source: 'buyNow' } & CheckoutIntent);

/** The phone's checkout route (relative to /m); without buy-now parameters it settles the cart. */
export const CHECKOUT_ROUTE = '/checkout';

/** The query string (without `?`) of a checkout for one line bought at once. */
export function buyNowQuery(intent: CheckoutIntent): string {
  return new URLSearchParams({
    source: 'buyNow',
    goodsId: String(intent.goodsId),
    skuId: String(intent.skuId),
    quantity: String(intent.quantity),
  }).toString();
}

/** Router path (relative to /m) of the phone's checkout for one line bought at once. */
export const buyNowPath = (intent: CheckoutIntent): string => `${CHECKOUT_ROUTE}?${buyNowQuery(intent)}`;

/**
 * What a checkout URL settles: the cart unless `source=buyNow`; then its goods, SKU and quantity
 * (a missing quantity is 1, as the goods page's stepper starts), or null when the link is broken:
 * the page says so rather than settling something the shopper did not choose.
 */
export function readSettleTarget(search: URLSearchParams | string): SettleTarget | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (params.get('source') !== 'buyNow') return { source: 'cart' };
  const goodsId = parseUrlId(params.get('goodsId'));
  const skuId = parseUrlId(params.get('skuId'));
  const quantity = parseUrlId(params.get('quantity') ?? '1');
  if (goodsId === null || skuId === null || quantity === null) return null;
  return { source: 'buyNow', goodsId, skuId, quantity };
}
