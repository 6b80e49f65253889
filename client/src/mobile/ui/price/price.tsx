// A price in the shop's red, ¥ smaller than the digits, the original struck through when higher.
// Prices travel in fen; formatPrice writes them as ¥12.90.
import styles from './price.module.css';

export function formatPrice(fen: number): string {
  const safe = Number.isFinite(fen) ? Math.round(fen) : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

interface PriceProps {
  fen: number;
  originalFen?: number;
  size?: 'sm' | 'md' | 'lg';
}

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
