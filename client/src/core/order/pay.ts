// Paying an order: start the (simulated) payment, poll whether it is paid, and ask the bank's
// payment query by order number. None of these changes the order by itself (it is paid a few
// seconds after 发起支付); the view that sees it paid refreshes the order reads (useRefreshOrders).
import { call, type InputOf } from '../api/call';
import { useApiMutation, type CallbacksOf } from '../api/mutation';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** 发起支付 with the chosen pay type; the reply carries the payment QR code. */
export const usePayOrder = (callbacks?: CallbacksOf<'buy'>) =>
  useApiMutation((input: InputOf<'buy'>) => call('buy', input), {}, callbacks);

/** Whether an order is paid; poll it with `refetchInterval: (r) => (r?.paid ? false : ms)`. */
export const usePayStatus = (input: InputOf<'isPay'>, extras?: QueryExtras<'isPay'>) =>
  useApiQuery(apiQuery('isPay', input), extras);

/** 支付结果查询 by order number, on demand (我已支付，查询结果). */
export const usePaymentQuery = (callbacks?: CallbacksOf<'abcOrderQuery'>) =>
  useApiMutation((input: InputOf<'abcOrderQuery'>) => call('abcOrderQuery', input), {}, callbacks);
