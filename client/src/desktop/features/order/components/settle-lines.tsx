// 商品清单 of /CreateOrder: each line to be ordered with its spec, unit price, quantity and sum. A line
// that can no longer be bought is greyed with its reason and 移除 (it stays out of the order).
import type { ResultOf } from '@storefront/contracts';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { formatPrice } from '../../../ui/price/price';
import styles from '../order.module.css';
import type { UnavailableLines } from '../use-unavailable-lines';

type Line = ResultOf<'getOrderSettleInfoNew'>['lines'][number];

interface SettleLinesProps {
  lines: readonly Line[];
  /** Lines that cannot be bought any more (a cart checkout), and their 移除. */
  unavailable?: UnavailableLines;
  onRemoved?: () => void;
}

export function SettleLines({ lines, unavailable, onRemoved }: SettleLinesProps) {
  return (
    <section className={styles.block} aria-labelledby="co-lines">
      <h2 id="co-lines" className={styles.blockTitle}>
        商品清单
      </h2>
      {lines.map((line) => {
        const gone = unavailable?.bySku.get(line.skuId);
        return (
          <div
            key={line.skuId}
            className={`${styles.settleLine} ${gone ? styles.settleLineGone : ''}`}
            data-testid="settle-line"
          >
            <LazyImage
              src={line.picUrl}
              alt={line.name}
              width={72}
              height={72}
              className={styles.itemThumb}
            />
            <span className={styles.itemText}>
              <span className={styles.itemName}>{line.name}</span>
              <span className={styles.muted}>{line.specText}</span>
              {gone && <span className={styles.goneReason}>不可购买：{gone.reason}</span>}
            </span>
            <span className={styles.right} data-testid="settle-line-price">
              {formatPrice(line.price)}
            </span>
            <span className={styles.right}>×{line.quantity}</span>
            {gone && unavailable ? (
              <button
                type="button"
                className={styles.goneRemove}
                disabled={unavailable.removing}
                onClick={() => {
                  onRemoved?.();
                  unavailable.remove(gone);
                }}
                aria-label={`移除 ${line.name}`}
              >
                移除
              </button>
            ) : (
              <span className={styles.right}>{formatPrice(line.price * line.quantity)}</span>
            )}
          </div>
        );
      })}
    </section>
  );
}
