// Sort tabs of a goods list, named by getCategoryOrderType (综合, 销量, 价格 …).
import type { ReactNode } from 'react';
import styles from '../category.module.css';
import { useCategorySortTypes } from '../../../../core/goods/goods-queries';

const FALLBACK = [{ orderType: 0, name: '综合' }];

export function SortBar({
  value,
  onChange,
  children,
}: {
  value: number;
  onChange: (orderType: number) => void;
  children?: ReactNode;
}) {
  const query = useCategorySortTypes(undefined, { staleTime: Infinity });
  const types = query.data ?? FALLBACK;
  return (
    <div className={styles.sortBar}>
      <div role="group" aria-label="排序方式" className={styles.sortTabs}>
        {types.map((t) => (
          <button
            key={t.orderType}
            type="button"
            aria-pressed={t.orderType === value}
            className={t.orderType === value ? styles.sortActive : styles.sort}
            onClick={() => onChange(t.orderType)}
          >
            {t.name}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
