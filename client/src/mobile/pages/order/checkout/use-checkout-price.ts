// The checkout's coupon and amounts: the chosen coupon (the kept one if it still fits, else the
// server's best), what each usable coupon saves (asked once the coupon sheet opens or a coupon is
// on), and the price with it; a coupon that stopped fitting falls back to none, said once.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import type { InputOf } from '../../../../core/api/call';
import { useCouponSavings } from '../../../../core/order/coupon-savings';
import { useCouponPrice } from '../../../../core/order/order-queries';
import { showToast } from '../../../ui/toast/toast-bus';
import { couponOptions, initialCouponId, NO_COUPON, type SettleInfo } from './coupon-choice';

export function useCheckoutPrice(
  input: InputOf<'getOrderSettleInfoNew'>,
  settle: SettleInfo,
  keptCouponId: number | undefined,
  couponSheetOpen: boolean,
) {
  const [couponId, setCouponId] = useState(() => initialCouponId(settle, keptCouponId));
  const options = couponOptions(settle.coupons);
  const savings = useCouponSavings(
    input,
    options.usable.map((c) => c.userCouponId),
    couponSheetOpen || couponId !== NO_COUPON,
  );
  const price = useCouponPrice({ ...input, userCouponId: couponId }, { placeholderData: keepPreviousData });
  useEffect(() => {
    if (price.isError && couponId !== NO_COUPON && !isIgnorableError(price.error)) {
      showToast(errorMessage(price.error));
      setCouponId(NO_COUPON);
    }
  }, [price.isError, price.error, couponId]);
  /** The chosen coupon's saving, as priced (or as the savings said before the price answers). */
  const couponAmount =
    couponId === NO_COUPON ? undefined : (price.data?.couponAmount ?? savings.get(couponId));
  return {
    couponId,
    setCouponId,
    options,
    savings,
    couponAmount,
    amounts: price.data ?? settle,
    pricing: price.isFetching,
  };
}
