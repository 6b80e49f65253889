// One entry for every order action of both faces' lists and detail pages: runs the area hook of the
// action (which refreshes the order reads, and the cart badge for 再次购买) and says it is done in
// the same words on both faces; the face brings how it says a thing and what follows.
import type { ResultOf } from '@storefront/contracts';
import { useBuyAgain, useCancelOrder, useConfirmReceipt, useDeleteOrder } from './order-mutations';

export type Order = ResultOf<'getOrderNew'>;
export type OrderAction = Order['actions'][number];

export type OrderCommand =
  | { kind: 'cancel'; orderId: number; reason: string }
  | { kind: 'delete'; orderId: number }
  | { kind: 'takeDelivery'; orderId: number }
  | { kind: 'againBuy'; orderId: number };

export const DONE_TEXT: Record<OrderCommand['kind'], string> = {
  cancel: '订单已取消',
  delete: '订单已删除',
  takeDelivery: '已确认收货',
  againBuy: '商品已加入购物车',
};

export interface OrderActionFace {
  /** Says a command's done text (DONE_TEXT) the face's way. */
  notify: (text: string) => void;
  /** Tells of a refusal or a failure. */
  onError: (error: unknown) => void;
  /** What follows a done command (close a dialog, go to the cart …). */
  onDone?: (command: OrderCommand) => void;
}

export function useOrderAction(face: OrderActionFace) {
  const failed = { onError: face.onError };
  const cancel = useCancelOrder(failed);
  const remove = useDeleteOrder(failed);
  const takeDelivery = useConfirmReceipt(failed);
  const againBuy = useBuyAgain(failed);
  const mutate = (command: OrderCommand) => {
    const done = {
      onSuccess: () => {
        face.notify(DONE_TEXT[command.kind]);
        face.onDone?.(command);
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
