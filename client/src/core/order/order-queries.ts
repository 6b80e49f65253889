// The order reads: settling (the settle info, the price with a coupon), one order's detail,
// logistics and invoice. The lists by state are in order-lists.ts, payment in pay.ts and
// after-sale in after-sale-queries.ts.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** What an order from the cart or a buy-now would be: lines, addresses, coupons, totals. */
export const useSettleInfo = (
  input?: InputOf<'getOrderSettleInfoNew'>,
  extras?: QueryExtras<'getOrderSettleInfoNew'>,
) => useApiQuery(apiQuery('getOrderSettleInfoNew', input), extras);

/** The totals with a chosen coupon. */
export const useCouponPrice = (
  input?: InputOf<'getTotalPriceByCouponNew'>,
  extras?: QueryExtras<'getTotalPriceByCouponNew'>,
) => useApiQuery(apiQuery('getTotalPriceByCouponNew', input), extras);

/** One order with its lines and the actions it allows. */
export const useOrderDetail = (input: InputOf<'getOrderNew'>, extras?: QueryExtras<'getOrderNew'>) =>
  useApiQuery(apiQuery('getOrderNew', input), extras);

/** An order's logistics. */
export const useLogistics = (input: InputOf<'viewLogistics'>, extras?: QueryExtras<'viewLogistics'>) =>
  useApiQuery(apiQuery('viewLogistics', input), extras);

/** An order's invoice. */
export const useInvoice = (input: InputOf<'getInvoice'>, extras?: QueryExtras<'getInvoice'>) =>
  useApiQuery(apiQuery('getInvoice', input), extras);
