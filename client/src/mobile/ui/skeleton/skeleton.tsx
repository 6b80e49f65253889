// Grey placeholders while data loads, shaped like what will come so nothing jumps.
import goodsCard from '../goods-card/goods-card.module.css';
import styles from './skeleton.module.css';

export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.line} style={{ width: i === lines - 1 ? '60%' : '100%' }} />
      ))}
    </div>
  );
}

export function SkeletonBlock({ height, radius = 8 }: { height: number | string; radius?: number }) {
  return <span className={styles.block} style={{ height, borderRadius: radius }} aria-hidden="true" />;
}

/** Two columns of goods-card shapes, for goods feeds and lists. */
export function GoodsGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={goodsCard.grid} aria-hidden="true" data-testid="goods-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <span className={styles.picture} />
          <span className={styles.line} />
          <span className={styles.line} style={{ width: '40%' }} />
        </div>
      ))}
    </div>
  );
}
