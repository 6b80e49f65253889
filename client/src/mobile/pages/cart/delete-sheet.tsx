// 删除商品: the question asked before cart lines go (one line, the checked ones, the invalid ones).
import type { CartRemoval } from '../../../core/cart/cart-removal';
import { Sheet } from '../../ui/sheet/sheet';
import styles from './cart.module.css';

interface Props {
  removal: CartRemoval | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (removal: CartRemoval) => void;
}

export function DeleteSheet({ removal, busy, onCancel, onConfirm }: Props) {
  return (
    <Sheet open={removal !== null} onClose={onCancel} title="删除商品">
      <p className={styles.confirmText}>{removal?.text}</p>
      <div className={styles.confirmActions}>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          取消
        </button>
        <button
          type="button"
          className={styles.primaryButton}
          disabled={busy}
          onClick={() => removal && onConfirm(removal)}
        >
          删除
        </button>
      </div>
    </Sheet>
  );
}
