// The cart's bar above the tab bar: 全选, the checked total and 结算 (n); in 管理 mode 删除 instead.
import { Price } from '../../ui/price/price';
import styles from './cart.module.css';
import { settleLabel, type CartTotals } from '../../../core/cart/cart-lines';

interface SubmitBarProps {
  totals: CartTotals<{ cartId: number; price: number; quantity: number; checked: boolean; valid: boolean }>;
  managing: boolean;
  busy: boolean;
  onCheckAll: (checked: boolean) => void;
  onSettle: () => void;
  onDeleteChecked: () => void;
}

export function SubmitBar({ totals, managing, busy, onCheckAll, onSettle, onDeleteChecked }: SubmitBarProps) {
  return (
    <div className={styles.submitBar}>
      <label className={styles.checkAll}>
        <input
          type="checkbox"
          className={styles.check}
          checked={totals.allChecked}
          disabled={busy || totals.valid.length === 0}
          onChange={(e) => onCheckAll(e.target.checked)}
        />
        全选
      </label>
      {managing ? (
        <button
          type="button"
          className={`${styles.submitButton} ${styles.outline}`}
          disabled={busy || totals.count === 0}
          onClick={onDeleteChecked}
        >
          删除
        </button>
      ) : (
        <>
          <span className={styles.total}>
            合计：
            <Price fen={totals.amount} />
          </span>
          <button
            type="button"
            className={styles.submitButton}
            disabled={totals.count === 0}
            onClick={onSettle}
          >
            {settleLabel(totals.count)}
          </button>
        </>
      )}
    </div>
  );
}
