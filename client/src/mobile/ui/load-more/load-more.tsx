// The foot of an endless list: loads the next page when it comes within SCROLL_BOTTOM_PX of the
// screen, says 加载中 / 加载失败 (重试) / 没有更多了, and offers 加载更多 as a button too, for keyboards
// and screen readers that never scroll.
import { SCROLL_BOTTOM_THRESHOLD_PX } from '@storefront/contracts';
import { useEffect, useRef } from 'react';
import styles from './load-more.module.css';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** Hide the end line on an empty list (the page shows its empty state instead). */
  empty?: boolean;
}

export function LoadMore({ hasMore, loading, failed, onLoadMore, empty = false }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !loading && !failed;
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: `0px 0px ${SCROLL_BOTTOM_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad]);

  return (
    <div ref={sentinel} className={styles.foot}>
      {loading && (
        <p className={styles.line} role="status">
          加载中…
        </p>
      )}
      {failed && (
        <p className={styles.line} role="alert">
          加载失败，
          <button type="button" className={styles.retry} onClick={onLoadMore}>
            重试
          </button>
        </p>
      )}
      {canLoad && (
        <button type="button" className={styles.more} onClick={onLoadMore}>
          加载更多
        </button>
      )}
      {!hasMore && !loading && !failed && !empty && <p className={styles.end}>没有更多了</p>}
    </div>
  );
}
