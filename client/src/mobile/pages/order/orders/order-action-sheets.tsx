// The sheets behind the order buttons that ask first: 取消订单 (with a reason), 确认收货 and 删除订单.
import { CANCEL_REASONS } from '@storefront/contracts';
import { useState } from 'react';
import type { OrderCommand } from '../../../../core/order/use-order-action';
import { Sheet } from '../../../ui/sheet/sheet';
import styles from './orders.module.css';

export type AskedAction = 'cancel' | 'receive' | 'delete';

interface ActionSheetsProps {
  orderId: number;
  open: AskedAction | null;
  running: OrderCommand['kind'] | null;
  onClose: () => void;
  onRun: (command: OrderCommand) => void;
}

function CancelSheet({ orderId, open, running, onClose, onRun }: ActionSheetsProps) {
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);
  return (
    <Sheet
      open={open === 'cancel'}
      onClose={onClose}
      title="取消订单"
      footer={
        <button
          type="button"
          className={styles.sheetButton}
          disabled={running === 'cancel'}
          onClick={() => onRun({ kind: 'cancel', orderId, reason })}
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
              name={`cancel-reason-${orderId}`}
              className={styles.radio}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
          </label>
        ))}
      </div>
    </Sheet>
  );
}

/** A yes-or-no sheet: its title, what it warns of and the button that goes ahead. */
function ConfirmSheet(
  props: ActionSheetsProps & { which: AskedAction; command: OrderCommand; text: string; yes: string },
) {
  const { open, running, onClose, onRun, which, command, text, yes } = props;
  return (
    <Sheet
      open={open === which}
      onClose={onClose}
      title={which === 'delete' ? '删除订单' : '确认收货'}
      footer={
        <button
          type="button"
          className={styles.sheetButton}
          disabled={running === command.kind}
          onClick={() => onRun(command)}
        >
          {yes}
        </button>
      }
    >
      <p className={styles.sheetText}>{text}</p>
    </Sheet>
  );
}

export function OrderActionSheets(props: ActionSheetsProps) {
  const { orderId } = props;
  return (
    <>
      <CancelSheet {...props} />
      <ConfirmSheet
        {...props}
        which="receive"
        command={{ kind: 'takeDelivery', orderId }}
        text="请确认您已收到全部商品，确认后无法撤销。"
        yes="确认收货"
      />
      <ConfirmSheet
        {...props}
        which="delete"
        command={{ kind: 'delete', orderId }}
        text="删除后订单将无法找回，确定删除吗？"
        yes="删除"
      />
    </>
  );
}
