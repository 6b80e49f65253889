// The foot of an endless order or after-sale list: loads the next page as it comes into view; a
// failed page shows 重试 in place of the end line, and the entries already shown stay.
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import styles from './orders.module.css';

/** The part of an infinite query the foot needs. */
interface NextPages {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isFetchNextPageError: boolean; error: unknown }>;
}

interface ListEndProps {
  pages: NextPages;
  endText: string;
}

export function ListEnd({ pages, endText }: ListEndProps) {
  // Throws a failed page so InfiniteScroll offers 重试 instead of asking again by itself.
  const loadMore = async () => {
    const next = await pages.fetchNextPage();
    if (next.isFetchNextPageError) throw next.error;
  };
  return (
    <InfiniteScroll hasMore={pages.hasNextPage} loadMore={loadMore}>
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
