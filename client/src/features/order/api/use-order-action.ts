// One mutation for every order action of the lists and the detail page. Success refreshes the
// order lists, the detail, the personal centre counts and (for 再次购买) the header cart badge.
import type { ResultOf } from '@storefront/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { call } from '../../../api/call';
import { errorMessage, isIgnorableError } from '../../../api/errors';
import { invalidateApi } from '../../../api/query';
import { cartCountAtom } from '../../../state/counts';
import { showToast } from '../../../ui/toast/toast-bus';
import { ORDER_DEPENDENT_CALLS } from './order-lists';

export type Order = ResultOf<'getOrderNew'>;
export type OrderAction = Order['actions'][number];

export type OrderCommand =
  | { kind: 'cancel'; orderId: number; reason: string }
  | { kind: 'delete'; orderId: number }
  | { kind: 'takeDelivery'; orderId: number }
  | { kind: 'againBuy'; orderId: number };

const DONE_TEXT: Record<OrderCommand['kind'], string> = {
  cancel: '订单已取消',
  delete: '订单已删除',
  takeDelivery: '已确认收货',
  againBuy: '商品已加入购物车',
};

async function run(command: OrderCommand): Promise<{ cartNumber?: number }> {
  switch (command.kind) {
    case 'cancel':
      await call('cancelOrder', {
        orderId: command.orderId,
        ...(command.reason ? { reason: command.reason } : {}),
      });
      return {};
    case 'delete':
      await call('deleteOrder', { orderId: command.orderId });
      return {};
    case 'takeDelivery':
      await call('takeDelivery', { orderId: command.orderId });
      return {};
    case 'againBuy':
      return call('againBuy', { orderId: command.orderId });
  }
}

export function useOrderAction(options: { onDone?: (command: OrderCommand) => void } = {}) {
  const queryClient = useQueryClient();
  const setCartCount = useSetAtom(cartCountAtom);
  return useMutation({
    mutationFn: run,
    onSuccess: (reply, command) => {
      showToast(DONE_TEXT[command.kind], 'success');
      if (reply.cartNumber !== undefined) {
        setCartCount(reply.cartNumber);
        void invalidateApi(queryClient, 'getCartNumber', 'getCart');
      }
      void invalidateApi(queryClient, ...ORDER_DEPENDENT_CALLS);
      options.onDone?.(command);
    },
    onError: (error) => {
      if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
    },
  });
}
