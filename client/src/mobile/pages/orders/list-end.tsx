// The foot of an endless order or after-sale list: loads the next page as it comes into view; a
// failed page shows 重试 in place of the end line, and the entries already shown stay.
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import styles from './orders.module.css';

interface ListEndProps {
  hasMore: boolean;
  /** Fetches the next page; throws when it failed. */
  loadMore: () => Promise<void>;
  endText: string;
}

export function ListEnd({ hasMore, loadMore, endText }: ListEndProps) {
  return (
    <InfiniteScroll hasMore={hasMore} loadMore={loadMore}>
      {(more, failed, retry) =>
        failed ? (
          <button type="button" className={styles.plainButton} onClick={() => void retry()}>
            加载失败，点击重试
          </button>
        ) : (
          <span className={styles.endLine}>{more ? '加载中…' : endText}</span>
        )
      }
    </InfiniteScroll>
  );
}
