import type { CSSProperties } from 'react';
import styles from './states.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: number;
  className?: string;
}

/** One grey placeholder block that shimmers while data loads. */
export function Skeleton({ width = '100%', height = 16, radius = 4, className }: SkeletonProps) {
  return (
    <span
      className={`${styles.skeleton} ${className ?? ''}`}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

/** A grid of card skeletons for goods lists: `columns` per row, `rows` rows. */
export function SkeletonGrid({
  columns = 5,
  rows = 2,
  cardHeight = 300,
}: {
  columns?: number;
  rows?: number;
  cardHeight?: number;
}) {
  return (
    <div
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
      role="status"
      aria-label="加载中"
    >
      {Array.from({ length: columns * rows }, (_, i) => (
        <div key={i} className={styles.card} style={{ height: cardHeight }}>
          <Skeleton height="62%" radius={0} />
          <Skeleton height={14} width="85%" />
          <Skeleton height={14} width="60%" />
          <Skeleton height={18} width="40%" />
        </div>
      ))}
    </div>
  );
}

/** Loading text for small areas (the QR pop-up's 加载中...). */
export function Loading({ text = '加载中...' }: { text?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}
