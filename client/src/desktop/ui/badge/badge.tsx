// Count badges (docs/product-rules.md: hidden at 0 or less) and small text badges such as 拼团.
import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** The text a count badge shows, or null when it must be hidden (count ≤ 0 or not a number). */
export function badgeText(count: number | null | undefined, max = 99): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}

interface CountBadgeProps {
  count: number | null | undefined;
  max?: number;
  /** Spoken text, e.g. 购物车商品数量. */
  label: string;
  children?: ReactNode;
}

/** Wraps its children and pins a red count to their top-right corner. */
export function CountBadge({ count, max = 99, label, children }: CountBadgeProps) {
  const text = badgeText(count, max);
  return (
    <span className={styles.anchor}>
      {children}
      {text && (
        <span className={styles.count} aria-label={`${label} ${text}`} data-testid="count-badge">
          {text}
        </span>
      )}
    </span>
  );
}

export function TextBadge({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'accent' }) {
  return <span className={`${styles.text} ${tone === 'accent' ? styles.accent : ''}`}>{children}</span>;
}
