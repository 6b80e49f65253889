// 商品清单 of /CreateOrder: each line to be ordered with its spec, unit price, quantity and sum.
import type { ResultOf } from '@storefront/contracts';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { formatPrice } from '../../../ui/price/price';
import styles from '../order.module.css';

type Line = ResultOf<'getOrderSettleInfoNew'>['lines'][number];

export function SettleLines({ lines }: { lines: readonly Line[] }) {
  return (
    <section className={styles.block} aria-labelledby="co-lines">
      <h2 id="co-lines" className={styles.blockTitle}>
        商品清单
      </h2>
      {lines.map((line) => (
        <div key={line.skuId} className={styles.settleLine}>
          <LazyImage src={line.picUrl} alt={line.name} width={72} height={72} className={styles.itemThumb} />
          <span className={styles.itemText}>
            <span className={styles.itemName}>{line.name}</span>
            <span className={styles.muted}>{line.specText}</span>
          </span>
          <span className={styles.right} data-testid="settle-line-price">
            {formatPrice(line.price)}
          </span>
          <span className={styles.right}>×{line.quantity}</span>
          <span className={styles.right}>{formatPrice(line.price * line.quantity)}</span>
        </div>
      ))}
    </section>
  );
}
