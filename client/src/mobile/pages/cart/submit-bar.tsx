// The cart's bar above the tab bar: 全选, 合计 (after the best coupon, with 共减 what it saves) and
// 结算 (n); in 管理 mode 删除 instead.
import type { CartBreakdown } from '../../../core/cart/cart-estimate';
import { Price } from '../../ui/price/price';
import styles from './cart.module.css';
import { settleLabel, type CartTotals } from '../../../core/cart/cart-lines';

interface SubmitBarProps {
  totals: CartTotals<{ cartId: number; price: number; quantity: number; checked: boolean; valid: boolean }>;
  breakdown: CartBreakdown;
  managing: boolean;
  busy: boolean;
  onCheckAll: (checked: boolean) => void;
  onSettle: () => void;
  onDeleteChecked: () => void;
}

export function SubmitBar(props: SubmitBarProps) {
  const { totals, breakdown, managing, busy, onCheckAll, onSettle, onDeleteChecked } = props;
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
          <span className={styles.total} data-testid="cart-total">
            合计：
            <Price fen={breakdown.total} />
            {breakdown.discount > 0 && (
              <span className={styles.saved}>
                共减
                <Price fen={breakdown.discount} size="sm" />
              </span>
            )}
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
