// The checkout's foot: what stops the order (said above the bar), 合计 and 提交订单.
import { Price } from '../../../ui/price/price';
import styles from './checkout.module.css';

interface SubmitBarProps {
  problem: string | null;
  payAmount: number;
  pending: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

export function SubmitBar({ problem, payAmount, pending, disabled, onSubmit }: SubmitBarProps) {
  return (
    <>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.submitBar}>
        <span className={styles.total}>
          合计：
          <Price fen={payAmount} size="lg" />
        </span>
        <button type="button" className={styles.submitButton} disabled={disabled} onClick={onSubmit}>
          {pending ? '提交中…' : '提交订单'}
        </button>
      </div>
    </>
  );
}
