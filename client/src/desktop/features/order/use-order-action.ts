// One entry for every order action of the lists and the detail page: runs the area hook of the
// action (which refreshes the order reads, and the cart badge for 再次购买) and says it is done.
import type { ResultOf } from '@storefront/contracts';
import {
  useBuyAgain,
  useCancelOrder,
  useConfirmReceipt,
  useDeleteOrder,
} from '../../../core/order/order-mutations';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';

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

export function useOrderAction(options: { onDone?: (command: OrderCommand) => void } = {}) {
  const failed = { onError: toastError };
  const cancel = useCancelOrder(failed);
  const remove = useDeleteOrder(failed);
  const takeDelivery = useConfirmReceipt(failed);
  const againBuy = useBuyAgain(failed);
  const mutate = (command: OrderCommand) => {
    const done = {
      onSuccess: () => {
        showToast(DONE_TEXT[command.kind], 'success');
        options.onDone?.(command);
      },
    };
    const { orderId } = command;
    switch (command.kind) {
      case 'cancel':
        return cancel.mutate({ orderId, ...(command.reason ? { reason: command.reason } : {}) }, done);
      case 'delete':
        return remove.mutate({ orderId }, done);
      case 'takeDelivery':
        return takeDelivery.mutate({ orderId }, done);
      case 'againBuy':
        return againBuy.mutate({ orderId }, done);
    }
  };
  const isPending = cancel.isPending || remove.isPending || takeDelivery.isPending || againBuy.isPending;
  /** The command now running, if any (a button shows its own pending state). */
  const running: OrderCommand['kind'] | null = againBuy.isPending
    ? 'againBuy'
    : cancel.isPending
      ? 'cancel'
      : remove.isPending
        ? 'delete'
        : takeDelivery.isPending
          ? 'takeDelivery'
          : null;
  return { mutate, isPending, running };
}
