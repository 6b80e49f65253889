// The one paginator: page numbers, the page-size choices every list offers (see
// docs/product-rules.md) and a page jumper, with Chinese labels.
import { useState, type FormEvent } from 'react';
import { PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT } from './page-size';
import styles from './pagination.module.css';

interface PaginationProps {
  total: number;
  page: number;
  pageSize?: number;
  onChange: (page: number, pageSize: number) => void;
  /** Hide the total and the jumper for compact lists; the size choices stay. */
  simple?: boolean;
}

/** Page numbers to show: first, last, the current one with two neighbours, and gaps as null. */
export function pageItems(page: number, pageCount: number): Array<number | null> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const items: Array<number | null> = [1];
  const start = Math.max(2, page - 2);
  const end = Math.min(pageCount - 1, page + 2);
  if (start > 2) items.push(null);
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pageCount - 1) items.push(null);
  items.push(pageCount);
  return items;
}

export function Pagination({
  total,
  page,
  pageSize = PAGE_SIZE_DEFAULT,
  onChange,
  simple = false,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const go = (next: number) => {
    const target = Math.min(pageCount, Math.max(1, next));
    if (target !== page) onChange(target, pageSize);
  };
  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    const n = Number.parseInt(jump, 10);
    if (Number.isFinite(n)) go(n);
    setJump('');
  };
  if (total <= 0) return null;
  return (
    <nav className={styles.root} aria-label="分页">
      {!simple && <span className={styles.total}>共 {total} 条</span>}
      <button type="button" className={styles.item} disabled={page <= 1} onClick={() => go(page - 1)}>
        上一页
      </button>
      {pageItems(page, pageCount).map((n, index) =>
        n == null ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`${styles.item} ${n === page ? styles.active : ''}`}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`第 ${n} 页`}
            onClick={() => go(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className={styles.item} disabled={page >= pageCount} onClick={() => go(page + 1)}>
        下一页
      </button>
      <select
        className={styles.size}
        aria-label="每页条数"
        value={pageSize}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {PAGE_SIZE_CHOICES.map((size) => (
          <option key={size} value={size}>
            {size}条/页
          </option>
        ))}
      </select>
      {!simple && (
        <>
          <form className={styles.jump} onSubmit={submitJump}>
            <label>
              前往
              <input
                inputMode="numeric"
                value={jump}
                onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
                aria-label="跳转页码"
              />
              页
            </label>
          </form>
        </>
      )}
    </nav>
  );
}
