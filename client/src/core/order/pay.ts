// Paying an order: start the (simulated) payment, poll whether it is paid, and ask the bank's
// payment query by order number. None of these changes the order by itself (it is paid a few
// seconds after 发起支付); the view that sees it paid refreshes the order reads (useRefreshOrders).
import { useEffect } from 'react';
import { call, type InputOf } from '../api/call';
import { useApiMutation, type CallbacksOf } from '../api/mutation';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** 发起支付 with the chosen pay type; the reply carries the payment QR code. */
export const usePayOrder = (callbacks?: CallbacksOf<'buy'>) =>
  useApiMutation((input: InputOf<'buy'>) => call('buy', input), {}, callbacks);

/** Whether an order is paid (usePaymentWait polls it). */
export const usePayStatus = (input: InputOf<'isPay'>, extras?: QueryExtras<'isPay'>) =>
  useApiQuery(apiQuery('isPay', input), extras);

/** 支付结果查询 by order number, on demand (我已支付，查询结果). */
export const usePaymentQuery = (callbacks?: CallbacksOf<'abcOrderQuery'>) =>
  useApiMutation((input: InputOf<'abcOrderQuery'>) => call('abcOrderQuery', input), {}, callbacks);

/** How often a started payment asks whether the order is paid (both faces). */
export const PAY_POLL_MS = 1500;

/**
 * Waits for a started payment: polls isPay every PAY_POLL_MS while `enabled`, stops once the order
 * is paid and calls `onPaid` then. Each face draws the waiting and the result its own way.
 */
export function usePaymentWait(
  orderId: number,
  { enabled = true, onPaid }: { enabled?: boolean; onPaid: () => void },
) {
  const status = usePayStatus(
    { orderId },
    { enabled, refetchInterval: (reply) => (reply?.paid ? false : PAY_POLL_MS), staleTime: 0, gcTime: 0 },
  );
  const paid = status.data?.paid === true;
  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);
  return status;
}
