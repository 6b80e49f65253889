// What each coupon would save on the lines being settled, as the server prices it
// (getTotalPriceByCouponNew's couponAmount): the checkout's coupon sheet shows it beside each coupon.
// The priced answers share their cache with the checkout's own price query.
import { useQueries } from '@tanstack/react-query';
import type { InputOf } from '../api/call';
import { apiQuery } from '../api/query';

type PriceInput = InputOf<'getTotalPriceByCouponNew'>;

/** userCouponId → saving in fen, for the coupons priced so far. */
export function useCouponSavings(
  input: Omit<PriceInput, 'userCouponId'>,
  userCouponIds: readonly number[],
  enabled = true,
): Map<number, number> {
  return useQueries({
    queries: userCouponIds.map((userCouponId) => ({
      ...apiQuery('getTotalPriceByCouponNew', { ...input, userCouponId } as PriceInput),
      enabled,
      staleTime: 30_000,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((r, i) =>
          r.data ? [[userCouponIds[i]!, r.data.couponAmount] as [number, number]] : [],
        ),
      ),
  });
}
