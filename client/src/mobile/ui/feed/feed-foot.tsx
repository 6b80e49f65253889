// The foot of an endless list: LoadMore wired to its infinite query, once the first page is in.
import { LoadMore } from '../load-more/load-more';
import type { EndlessFeed } from './endless-feed';

export function FeedFoot({ feed, empty }: { feed: EndlessFeed; empty: boolean }) {
  if (!feed.data) return null;
  return (
    <LoadMore
      hasMore={feed.hasNextPage}
      loading={feed.isFetchingNextPage}
      failed={feed.isFetchNextPageError}
      onLoadMore={() => void feed.fetchNextPage()}
      empty={empty}
    />
  );
}
