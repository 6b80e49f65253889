// The coupon reads: the coupons one can take, and the signed-in user's own.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** Coupons offered to take (领券中心, and those usable for an order). */
export const useTakeableCoupons = (
  input?: InputOf<'choiceSelfCoupon'>,
  extras?: QueryExtras<'choiceSelfCoupon'>,
) => useApiQuery(apiQuery('choiceSelfCoupon', input), extras);

/** 我的优惠券 by status, paged. */
export const useMyCoupons = (
  input?: InputOf<'getNewMyCouponList'>,
  extras?: QueryExtras<'getNewMyCouponList'>,
) => useApiQuery(apiQuery('getNewMyCouponList', input), extras);
