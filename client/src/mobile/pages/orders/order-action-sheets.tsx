// The sheets behind an order's buttons: 取消订单 asks for a reason; 确认收货 and 删除订单 ask to confirm.
import { CANCEL_REASONS } from '@storefront/contracts';
import { useState } from 'react';
import { Sheet } from '../../ui/sheet/sheet';
import styles from './orders.module.css';

interface CancelSheetProps {
  orderId: number;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
}

export function CancelOrderSheet({ orderId, open, busy, onClose, onCancel }: CancelSheetProps) {
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title="取消订单"
      footer={
        <button type="button" className={styles.sheetButton} disabled={busy} onClick={() => onCancel(reason)}>
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

interface ConfirmSheetProps {
  open: boolean;
  title: string;
  text: string;
  confirmText: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function ConfirmOrderSheet({
  open,
  title,
  text,
  confirmText,
  busy,
  onClose,
  onConfirm,
}: ConfirmSheetProps) {
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <button type="button" className={styles.sheetButton} disabled={busy} onClick={onConfirm}>
          {confirmText}
        </button>
      }
    >
      <p className={styles.sheetText}>{text}</p>
    </Sheet>
  );
}
