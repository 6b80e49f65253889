// An endless goods grid (为你推荐, a category's goods, search results): a skeleton while the first
// page loads, a retry if it fails, the page's own empty state, the cards, then the next pages.
import type { ReactNode } from 'react';
import { errorMessage } from '../../../core/api/errors';
import { ErrorState } from '../error-state/error-state';
import { GoodsCard, GoodsGrid, type MobileGoodsCardData } from '../goods-card/goods-card';
import { GoodsGridSkeleton } from '../skeleton/skeleton';
import type { EndlessFeed } from './endless-feed';
import { FeedFoot } from './feed-foot';

interface Props {
  feed: EndlessFeed;
  goods: readonly MobileGoodsCardData[];
  /** Shown when the first page came back empty. */
  empty: ReactNode;
}

export function EndlessGoods({ feed, goods, empty }: Props) {
  return (
    <>
      {feed.isPending && <GoodsGridSkeleton count={4} />}
      {feed.isError && !feed.data && (
        <ErrorState message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />
      )}
      {feed.isSuccess && goods.length === 0 && empty}
      {goods.length > 0 && (
        <GoodsGrid>
          {goods.map((item) => (
            <GoodsCard key={item.goodsId} goods={item} />
          ))}
        </GoodsGrid>
      )}
      {feed.isFetchingNextPage && <GoodsGridSkeleton count={2} />}
      <FeedFoot feed={feed} empty={goods.length === 0} />
    </>
  );
}
