// The order's writes: submit an order, cancel, delete, confirm receipt, buy again, evaluate and
// ask for an invoice. Each refreshes the order lists, the detail and the personal centre's counts
// (ORDER_DEPENDENT_CALLS); submitting also empties the ordered cart lines and uses the coupon, and
// buying again fills the cart, so both refresh the cart and its badge.
import { useSetAtom } from 'jotai';
import { cartCountAtom } from '../state/badge-counts';
import { call, type InputOf } from '../api/call';
import { useApiMutation, type CallbacksOf } from '../api/mutation';
import { ORDER_DEPENDENT_CALLS } from './order-lists';

/** 提交订单: the new order's id comes back; the cart, its badge and my coupons change too. */
export const useCreateOrder = (callbacks?: CallbacksOf<'addOrderNew'>) =>
  useApiMutation(
    (input: InputOf<'addOrderNew'>) => call('addOrderNew', input),
    { invalidates: ['getCart', 'getCartNumber', 'getNewMyCouponList', ...ORDER_DEPENDENT_CALLS] },
    callbacks,
  );

/** 取消订单 (with an optional reason). */
export const useCancelOrder = (callbacks?: CallbacksOf<'cancelOrder'>) =>
  useApiMutation(
    (input: InputOf<'cancelOrder'>) => call('cancelOrder', input),
    { invalidates: ORDER_DEPENDENT_CALLS },
    callbacks,
  );

/** 删除订单. */
export const useDeleteOrder = (callbacks?: CallbacksOf<'deleteOrder'>) =>
  useApiMutation(
    (input: InputOf<'deleteOrder'>) => call('deleteOrder', input),
    { invalidates: ORDER_DEPENDENT_CALLS },
    callbacks,
  );

/** 确认收货. */
export const useConfirmReceipt = (callbacks?: CallbacksOf<'takeDelivery'>) =>
  useApiMutation(
    (input: InputOf<'takeDelivery'>) => call('takeDelivery', input),
    { invalidates: ORDER_DEPENDENT_CALLS },
    callbacks,
  );

/** 再次购买: the order's goods go back into the cart; the badge takes the reply's count. */
export function useBuyAgain(callbacks?: CallbacksOf<'againBuy'>) {
  const setCartCount = useSetAtom(cartCountAtom);
  return useApiMutation(
    (input: InputOf<'againBuy'>) => call('againBuy', input),
    {
      update: (_client, reply) => setCartCount(reply.cartNumber),
      invalidates: ['getCart', 'getCartNumber', ...ORDER_DEPENDENT_CALLS],
    },
    callbacks,
  );
}

/** 评价 one order line; the goods' evaluations change too. */
export const useEvaluateOrder = (callbacks?: CallbacksOf<'evaluate'>) =>
  useApiMutation(
    (input: InputOf<'evaluate'>) => call('evaluate', input),
    { invalidates: [...ORDER_DEPENDENT_CALLS, 'getEvaluate'] },
    callbacks,
  );

/** 申请发票 for an order. */
export const useAddInvoice = (callbacks?: CallbacksOf<'addInvoice'>) =>
  useApiMutation(
    (input: InputOf<'addInvoice'>) => call('addInvoice', input),
    { invalidates: ORDER_DEPENDENT_CALLS },
    callbacks,
  );
