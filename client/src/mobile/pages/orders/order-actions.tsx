// The buttons of one order, exactly those its `actions` allow (the server's status machine decides):
// 去支付, 取消订单 (with a reason, in a sheet), 确认收货 (confirmed in a sheet), 再次购买 (→ cart),
// 删除订单 (confirmed). Used by the list cards and the detail page.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useOrderAction } from '../../../core/order/use-order-action';
import { CANCEL_REASONS, type ResultOf } from '@storefront/contracts';
import { Sheet } from '../../ui/sheet/sheet';
import { showToast } from '../../ui/toast/toast-bus';
import styles from './orders.module.css';

type Order = ResultOf<'getOrderNew'>;

const tell = (error: unknown) => {
  if (!isIgnorableError(error)) showToast(errorMessage(error));
};

interface OrderActionsProps {
  order: Pick<Order, 'orderId' | 'actions'>;
  /** After 删除订单 on the detail page the order is gone. */
  onDeleted?: () => void;
}

export function OrderActions({ order, onDeleted }: OrderActionsProps) {
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<'cancel' | 'receive' | 'delete' | null>(null);
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);
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
  if (
    !['pay', 'cancel', 'takeDelivery', 'againBuy', 'delete'].some((a) => has(a as Order['actions'][number]))
  )
    return null;

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

      <Sheet
        open={sheet === 'cancel'}
        onClose={close}
        title="取消订单"
        footer={
          <button
            type="button"
            className={styles.sheetButton}
            disabled={action.running === 'cancel'}
            onClick={() => action.mutate({ kind: 'cancel', orderId: id, reason })}
          >
            确定取消
          </button>
        }
      >
        <p className={styles.muted}>订单取消后无法恢复，请选择取消原因</p>
        <div role="radiogroup" aria-label="取消原因" className={styles.reasons}>
          {CANCEL_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <span>{r}</span>
              <input
                type="radio"
                name={`cancel-reason-${id}`}
                className={styles.radio}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
            </label>
          ))}
        </div>
      </Sheet>
      <Sheet
        open={sheet === 'receive'}
        onClose={close}
        title="确认收货"
        footer={
          <button
            type="button"
            className={styles.sheetButton}
            disabled={action.running === 'takeDelivery'}
            onClick={() => action.mutate({ kind: 'takeDelivery', orderId: id })}
          >
            确认收货
          </button>
        }
      >
        <p className={styles.sheetText}>请确认您已收到全部商品，确认后无法撤销。</p>
      </Sheet>
      <Sheet
        open={sheet === 'delete'}
        onClose={close}
        title="删除订单"
        footer={
          <button
            type="button"
            className={styles.sheetButton}
            disabled={action.running === 'delete'}
            onClick={() => action.mutate({ kind: 'delete', orderId: id })}
          >
            删除
          </button>
        }
      >
        <p className={styles.sheetText}>删除后订单将无法找回，确定删除吗？</p>
      </Sheet>
    </div>
  );
}
