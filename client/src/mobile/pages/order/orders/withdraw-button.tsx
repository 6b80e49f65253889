// 撤销申请, asked once more in a sheet before it is sent: a withdrawn application cannot come back.
import { useState } from 'react';
import { Sheet } from '../../../ui/sheet/sheet';
import styles from './orders.module.css';

interface WithdrawButtonProps {
  pending: boolean;
  onConfirm: () => void;
}

export function WithdrawButton({ pending, onConfirm }: WithdrawButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={styles.outlineButton} onClick={() => setAsking(true)}>
        撤销申请
      </button>
      <Sheet open={asking} onClose={() => setAsking(false)} title="撤销售后申请">
        <p className={styles.muted}>撤销后本次申请将关闭，确定撤销吗？</p>
        <div className={styles.actions}>
          <button type="button" className={styles.outlineButton} onClick={() => setAsking(false)}>
            再想想
          </button>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={pending}
            onClick={() => {
              setAsking(false);
              onConfirm();
            }}
          >
            确定撤销
          </button>
        </div>
      </Sheet>
    </>
  );
}
