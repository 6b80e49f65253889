// Prices travel in fen (integers); the shop shows them as ¥12.90 (see docs/architecture.md).
import styles from './price.module.css';

export function formatPrice(fen: number): string {
  const safe = Number.isFinite(fen) ? Math.round(fen) : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

interface PriceProps {
  fen: number;
  /** A struck-through original price beside it, shown only when higher. */
  originalFen?: number;
  size?: 'sm' | 'md' | 'lg';
}

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
