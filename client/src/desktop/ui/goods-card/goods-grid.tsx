// A dense grid of goods cards with a fixed column count (the content column is 1200 px wide at
// every window size), and the skeleton that holds exactly its place while the goods load.
import type { CSSProperties, ReactNode } from 'react';
import { Skeleton } from '../states/skeleton';
import styles from './goods-card.module.css';

interface GoodsGridProps {
  children: ReactNode;
  /** Cards per row; 5 fits the 1200 px column, 4 beside a side bar. */
  columns?: number;
}

const columnsStyle = (columns: number) => ({ '--goods-columns': String(columns) }) as CSSProperties;

export function GoodsGrid({ children, columns = 5 }: GoodsGridProps) {
  return (
    <div className={styles.grid} style={columnsStyle(columns)}>
      {children}
    </div>
  );
}

/** Same card box as GoodsCard (square picture, two name lines, tags, price row): no shift on arrival. */
export function GoodsGridSkeleton({ columns = 5, rows = 2 }: { columns?: number; rows?: number }) {
  return (
    <div className={styles.grid} style={columnsStyle(columns)} role="status" aria-label="加载中">
      {Array.from({ length: columns * rows }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <span className={styles.picture}>
            <Skeleton height="100%" radius={0} className={styles.skeletonPicture} />
          </span>
          <span className={styles.skeletonLines}>
            <Skeleton height={14} width="92%" />
            <Skeleton height={14} width="64%" />
          </span>
          <div className={styles.tags} />
          <div className={styles.priceRow}>
            <Skeleton height={20} width="42%" />
            <Skeleton height={12} width="28%" />
          </div>
        </div>
      ))}
    </div>
  );
}
