// 提交订单's last step on both faces: ask the upstream's current total (the settle call and the price
// with the chosen coupon) and go on only when it is what the shopper saw; otherwise keep the change for
// the page to show (old → new) and refresh the page's settle reads so it shows the new figures.
import { CODE_BUSINESS_REFUSED } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, type InputOf } from '../api/call';
import { errorMessage, isApiError } from '../api/errors';
import { invalidateApi } from '../api/query';
import { orderChanges, refusedOrder, type OrderChange, type OrderView } from './order-changes';

type SettleInput = InputOf<'getOrderSettleInfoNew'>;

/** What changed between `seen` and the upstream's answer now; null when nothing did. */
export async function recheckOrder(
  input: SettleInput,
  userCouponId: number,
  seen: OrderView,
): Promise<OrderChange | null> {
  try {
    const [settle, price] = await Promise.all([
      call('getOrderSettleInfoNew', input),
      call('getTotalPriceByCouponNew', { ...input, userCouponId }),
    ]);
    return orderChanges(seen, { payAmount: price.payAmount, lines: settle.lines });
  } catch (error) {
    // A line sold out or off sale (or a coupon that stopped fitting): the order cannot go as seen.
    if (isApiError(error) && error.code === CODE_BUSINESS_REFUSED)
      return refusedOrder(seen, errorMessage(error));
    throw error;
  }
}

export function useOrderRecheck(input: SettleInput) {
  const queryClient = useQueryClient();
  const [change, setChange] = useState<OrderChange | null>(null);

  /** true when the order may be placed at `seen`; else the change is kept for the page to show. */
  const confirmSeen = async (userCouponId: number, seen: OrderView): Promise<boolean> => {
    const found = await recheckOrder(input, userCouponId, seen);
    setChange(found);
    // New figures are read again for the page; a refused settle is not (it would only replace the
    // page by its error): the page shows the refusal, and the desktop marks the lines gone from the cart.
    if (found && found.refusal === null)
      void invalidateApi(queryClient, 'getOrderSettleInfoNew', 'getTotalPriceByCouponNew');
    return found === null;
  };
  return { change, confirmSeen, dismiss: () => setChange(null) };
}
