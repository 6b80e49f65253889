// The buttons of one order, exactly those its `actions` allow (the server's status machine decides):
// 去支付, 取消订单 (with a reason, in a sheet), 确认收货 (confirmed in a sheet), 再次购买 (→ cart),
// 删除订单 (confirmed). Used by the list cards and the detail page.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useOrderAction } from '../../../core/order/use-order-action';
import type { ResultOf } from '@storefront/contracts';
import { showToast } from '../../ui/toast/toast-bus';
import { CancelOrderSheet, ConfirmOrderSheet } from './order-action-sheets';
import styles from './orders.module.css';

type Order = ResultOf<'getOrderNew'>;

const tell = (error: unknown) => {
  if (!isIgnorableError(error)) showToast(errorMessage(error));
};

const SHOWN_ACTIONS: readonly Order['actions'][number][] = [
  'pay',
  'cancel',
  'takeDelivery',
  'againBuy',
  'delete',
];

interface OrderActionsProps {
  order: Pick<Order, 'orderId' | 'actions'>;
  /** After 删除订单 on the detail page the order is gone. */
  onDeleted?: () => void;
}

export function OrderActions({ order, onDeleted }: OrderActionsProps) {
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<'cancel' | 'receive' | 'delete' | null>(null);
  const close = () => setSheet(null);
  const action = useOrderAction({
    notify: showToast,
    onError: tell,
    onDone: (command) => {
      close();
      if (command.kind === 'againBuy') void navigate('/cart');
      if (command.kind === 'delete') onDeleted?.();
    },
  });
  const has = (action: Order['actions'][number]) => order.actions.includes(action);
  const id = order.orderId;
  if (!SHOWN_ACTIONS.some(has)) return null;

  return (
    <div className={styles.actions}>
      {has('delete') && (
        <button type="button" className={styles.plainButton} onClick={() => setSheet('delete')}>
          删除订单
        </button>
      )}
      {has('cancel') && (
        <button type="button" className={styles.outlineButton} onClick={() => setSheet('cancel')}>
          取消订单
        </button>
      )}
      {has('againBuy') && (
        <button
          type="button"
          className={styles.outlineButton}
          disabled={action.running === 'againBuy'}
          onClick={() => action.mutate({ kind: 'againBuy', orderId: id })}
        >
          再次购买
        </button>
      )}
      {has('takeDelivery') && (
        <button type="button" className={styles.primaryButton} onClick={() => setSheet('receive')}>
          确认收货
        </button>
      )}
      {has('pay') && (
        <Link className={styles.primaryButton} to={`/pay/${id}`}>
          去支付
        </Link>
      )}

      <CancelOrderSheet
        orderId={id}
        open={sheet === 'cancel'}
        busy={action.running === 'cancel'}
        onClose={close}
        onCancel={(reason) => action.mutate({ kind: 'cancel', orderId: id, reason })}
      />
      <ConfirmOrderSheet
        open={sheet === 'receive'}
        title="确认收货"
        text="请确认您已收到全部商品，确认后无法撤销。"
        confirmText="确认收货"
        busy={action.running === 'takeDelivery'}
        onClose={close}
        onConfirm={() => action.mutate({ kind: 'takeDelivery', orderId: id })}
      />
      <ConfirmOrderSheet
        open={sheet === 'delete'}
        title="删除订单"
        text="删除后订单将无法找回，确定删除吗？"
        confirmText="删除"
        busy={action.running === 'delete'}
        onClose={close}
        onConfirm={() => action.mutate({ kind: 'delete', orderId: id })}
      />
    </div>
  );
}
