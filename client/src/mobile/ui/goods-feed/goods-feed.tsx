// An endless goods list (首页's 为你推荐, a category's goods, search results): a skeleton while the
// first page loads, the failure with 重试, the page's empty state, the two-column grid and its foot.
import type { ReactNode } from 'react';
import { errorMessage } from '../../../core/api/errors';
import { ErrorState } from '../error-state/error-state';
import { GoodsCard, GoodsGrid, type MobileGoodsCardData } from '../goods-card/goods-card';
import type { EndlessFeed } from '../feed/endless-feed';
import { FeedFoot } from '../feed/feed-foot';
import { GoodsGridSkeleton } from '../skeleton/skeleton';

/** The part of an infinite goods query the list needs. */
export type GoodsPages = EndlessFeed & {
  data?: { pages: ReadonlyArray<{ list: readonly MobileGoodsCardData[] }> } | undefined;
};

interface GoodsFeedProps {
  feed: GoodsPages;
  /** Shown once every page is in and nothing is (left) to show. */
  empty: ReactNode;
  /** Keeps only some goods (a price range the server cannot filter by); the next pages keep coming. */
  keep?: (goods: MobileGoodsCardData) => boolean;
  /** A skeleton under the grid while the next page loads (the home feed's). */
  nextSkeleton?: boolean;
}

export function GoodsFeed({ feed, empty, keep, nextSkeleton = false }: GoodsFeedProps) {
  const all = feed.data?.pages.flatMap((page) => page.list) ?? [];
  const goods = keep ? all.filter(keep) : all;
  return (
    <>
      {feed.isPending && <GoodsGridSkeleton count={4} />}
      {feed.isError && !feed.data && (
        <ErrorState message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />
      )}
      {feed.isSuccess && goods.length === 0 && !feed.hasNextPage && empty}
      {goods.length > 0 && (
        <GoodsGrid>
          {goods.map((item) => (
            <GoodsCard key={item.goodsId} goods={item} />
          ))}
        </GoodsGrid>
      )}
      {nextSkeleton && feed.isFetchingNextPage && <GoodsGridSkeleton count={2} />}
      <FeedFoot feed={feed} empty={goods.length === 0} />
    </>
  );
}
