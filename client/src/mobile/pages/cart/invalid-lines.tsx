// 失效商品: the lines that cannot be bought (off the shelf, sold out), set apart and greyed, with
// 清空失效商品.
import type { ReactNode } from 'react';
import styles from './cart.module.css';

interface Props {
  count: number;
  busy: boolean;
  onClear: () => void;
  children: ReactNode;
}

export function InvalidLines({ count, busy, onClear, children }: Props) {
  return (
    <section className={styles.invalidBlock} aria-labelledby="cart-invalid">
      <div className={styles.invalidHead}>
        <h2 id="cart-invalid">失效商品（{count}）</h2>
        <button type="button" className={styles.textButton} disabled={busy} onClick={onClear}>
          清空失效商品
        </button>
      </div>
      <ul className={styles.lines} aria-label="失效商品">
        {children}
      </ul>
    </section>
  );
}
