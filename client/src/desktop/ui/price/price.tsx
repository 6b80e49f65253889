// Prices travel in fen (integers); formatPrice (contracts) writes them as ¥12.90.
import { formatPrice } from '@storefront/contracts';
import type { PriceProps } from '../../../core/goods/price-props';
import styles from './price.module.css';

export function Price({ fen, originalFen, size = 'md' }: PriceProps) {
  const text = formatPrice(fen);
  return (
    <span className={`${styles.price} ${styles[size]}`}>
      <span className={styles.current}>
        <span className={styles.symbol}>¥</span>
        {text.replace(/^-?¥/, (m) => (m.startsWith('-') ? '-' : ''))}
      </span>
      {originalFen != null && originalFen > fen && (
        <del className={styles.original} aria-label={`原价${formatPrice(originalFen)}`}>
          {formatPrice(originalFen)}
        </del>
      )}
    </span>
  );
}

// Pages format a price through the component's module, beside <Price>.
export { formatPrice };
