// Paying an order: start the (simulated) payment, poll whether it is paid, and ask the bank's
// payment query by order number. Paying changes the order's state, so the order reads refresh.
import { call, type InputOf } from '../call';
import { useApiMutation, type CallbacksOf } from '../mutation';
import { apiQuery, useApiQuery, type QueryExtras } from '../query';
import { ORDER_DEPENDENT_CALLS } from './order-lists';

/** 发起支付 with the chosen pay type. */
export const usePayOrder = (callbacks?: CallbacksOf<'buy'>) =>
  useApiMutation(
    (input: InputOf<'buy'>) => call('buy', input),
    { invalidates: ORDER_DEPENDENT_CALLS },
    callbacks,
  );

/** Whether an order is paid; poll it with `refetchInterval: (r) => (r?.paid ? false : ms)`. */
export const usePayStatus = (input: InputOf<'isPay'>, extras?: QueryExtras<'isPay'>) =>
  useApiQuery(apiQuery('isPay', input), extras);

/** 支付结果查询 by order number, on demand; a paid answer refreshes the order reads. */
export const usePaymentQuery = (callbacks?: CallbacksOf<'abcOrderQuery'>) =>
  useApiMutation(
    (input: InputOf<'abcOrderQuery'>) => call('abcOrderQuery', input),
    { invalidates: ORDER_DEPENDENT_CALLS },
    callbacks,
  );
