// What the checked lines will cost at checkout, shown in the cart as JD does: 商品总额, the best
// coupon's saving (优惠) and 合计 (before freight, which the checkout adds). The saving is the
// server's (getOrderSettleInfoNew picks the best coupon for the checked lines); until it answers
// for the lines on screen, the cart shows its own total and no saving.
import type { ResultOf } from '@storefront/contracts';
import { useSettleInfo } from '../order/order-queries';

type Estimate = Pick<ResultOf<'getOrderSettleInfoNew'>, 'goodsAmount' | 'couponAmount'>;

export interface CartBreakdown {
  goodsAmount: number;
  discount: number;
  total: number;
  /** The saving is still being worked out for these lines. */
  pending: boolean;
}

/** The breakdown of `amount` (the checked lines' total, in fen) with the server's estimate. */
export function cartBreakdown(
  amount: number,
  estimate: Estimate | undefined,
  fetching: boolean,
): CartBreakdown {
  // An estimate for other lines (a check or quantity since) is not this cart's.
  const current = estimate !== undefined && !fetching && estimate.goodsAmount === amount;
  const discount = current && amount > 0 ? Math.min(estimate.couponAmount, amount) : 0;
  return { goodsAmount: amount, discount, total: amount - discount, pending: amount > 0 && !current };
}

/** The breakdown of the checked lines; asks the server only while something is checked. */
export function useCartBreakdown(amount: number, checkedCount: number): CartBreakdown {
  const estimate = useSettleInfo({ source: 'cart' }, { enabled: checkedCount > 0, retry: false });
  const failed = estimate.isError;
  const shown = cartBreakdown(amount, estimate.data, estimate.isFetching);
  // No estimate to wait for: the cart's own total stands.
  return failed || checkedCount === 0 ? { ...shown, pending: false } : shown;
}
