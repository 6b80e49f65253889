// A price in the shop's red, ¥ smaller than the digits, the original struck through when higher.
// Prices travel in fen; formatPrice (contracts) writes them as ¥12.90.
import { formatPrice } from '@storefront/contracts';
import type { PriceProps } from '../../../core/goods/price-props';
import styles from './price.module.css';

export function Price({ fen, originalFen, size = 'md' }: PriceProps) {
  const digits = formatPrice(fen).replace('¥', '');
  return (
    <span className={`${styles.price} ${styles[size]}`}>
      <span className={styles.current}>
        <span className={styles.symbol}>¥</span>
        {digits}
      </span>
      {originalFen != null && originalFen > fen && (
        <del className={styles.original}>
          <span className="visually-hidden">原价</span>
          {formatPrice(originalFen)}
        </del>
      )}
    </span>
  );
}

// Pages format a price through the component's module, beside <Price>.
export { formatPrice };
