// 提交订单 on both faces, placed once when a reply is lost (see unanswered-order.ts): `placedEarlier`
// runs first (before the recheck: a cart order placed after all has emptied its cart lines), and
// `place` creates the order, noting a submit that got no reply.
import type { ResultOf } from '@storefront/contracts';
import type { InputOf } from '../api/call';
import { isNetworkError } from '../api/errors';
import { useCreateOrder } from './order-mutations';
import type { SettleLine } from './order-changes';
import { forgetUnanswered, noteUnanswered, orderPlacedEarlier, submitTime } from './unanswered-order';

export function useCreateOrderOnce() {
  const create = useCreateOrder();

  /** Creates the order of `lines` (what the shopper confirmed). */
  const place = async (
    input: InputOf<'addOrderNew'>,
    lines: readonly SettleLine[],
  ): Promise<ResultOf<'addOrderNew'>> => {
    const since = submitTime();
    try {
      const order = await create.mutateAsync(input);
      forgetUnanswered();
      return order;
    } catch (error) {
      if (isNetworkError(error)) noteUnanswered(lines, since);
      else forgetUnanswered();
      throw error;
    }
  };
  return { placedEarlier: orderPlacedEarlier, place };
}
