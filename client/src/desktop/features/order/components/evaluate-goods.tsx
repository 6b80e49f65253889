// The goods at the head of an evaluation, written or shown: picture, name and spec.
import type { ReactNode } from 'react';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import styles from '../order.module.css';

interface EvaluateGoodsProps {
  item: { name: string; picUrl: string; specText: string };
  /** The name as shown (a link to the goods where that helps); the plain name by default. */
  title?: ReactNode;
}

export function EvaluateGoods({ item, title }: EvaluateGoodsProps) {
  return (
    <div className={styles.evaluateGoods}>
      <LazyImage
        src={item.picUrl}
        alt={item.name}
        width={120}
        height={120}
        className={styles.evaluateThumb}
      />
      {title ?? <span>{item.name}</span>}
      <span className={styles.muted}>{item.specText}</span>
    </div>
  );
}
