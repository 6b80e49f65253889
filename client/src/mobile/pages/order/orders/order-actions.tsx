// The buttons of one order, exactly those its `actions` allow (the server's status machine decides):
// 去支付, 取消订单 (with a reason, in a sheet), 确认收货 (confirmed in a sheet), 再次购买 (→ cart),
// 删除订单 (confirmed). Used by the list cards (which add their own buttons first) and the detail page.
import type { ResultOf } from '@storefront/contracts';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useOrderAction } from '../../../../core/order/use-order-action';
import { showToast } from '../../../ui/toast/toast-bus';
import { toastError } from '../../../ui/toast/toast-error';
import { OrderActionSheets, type AskedAction } from './order-action-sheets';
import styles from './orders.module.css';

type Order = ResultOf<'getOrderNew'>;
type Action = Order['actions'][number];

const OWN_ACTIONS: readonly Action[] = ['pay', 'cancel', 'takeDelivery', 'againBuy', 'delete'];

interface OrderActionsProps {
  order: Pick<Order, 'orderId' | 'actions'>;
  /** After 删除订单 on the detail page the order is gone. */
  onDeleted?: () => void;
  /** Buttons of the caller shown before the order's own (the list card's 查看物流, 评价). */
  children?: ReactNode;
}

export function OrderActions({ order, onDeleted, children }: OrderActionsProps) {
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<AskedAction | null>(null);
  const close = () => setSheet(null);
  const action = useOrderAction({
    notify: showToast,
    onError: toastError,
    onDone: (command) => {
      close();
      if (command.kind === 'againBuy') void navigate('/cart');
      if (command.kind === 'delete') onDeleted?.();
    },
  });
  const has = (a: Action) => order.actions.includes(a);
  const id = order.orderId;
  if (!children && !OWN_ACTIONS.some(has)) return null;

  return (
    <div className={styles.actions}>
      {children}
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
      <OrderActionSheets
        orderId={id}
        open={sheet}
        running={action.running}
        onClose={close}
        onRun={action.mutate}
      />
    </div>
  );
}
