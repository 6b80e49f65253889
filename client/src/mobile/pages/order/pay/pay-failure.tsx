// A payment that failed or was cancelled at the cashier (the mock's payment outcomes): the reason,
// and that the order is still 待付款, with 重新支付 back to the choice of method.
import styles from './pay.module.css';

export function PayFailure({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <div className={styles.waiting} role="alert">
      <p className={styles.problem}>支付未成功：{reason}</p>
      <p className={styles.muted}>订单仍为待付款，请在支付时限内重新支付</p>
      <button type="button" className={styles.submitButton} onClick={onRetry}>
        重新支付
      </button>
    </div>
  );
}
