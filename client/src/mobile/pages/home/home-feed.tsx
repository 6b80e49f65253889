// 为你推荐: self-operated goods, ten a page, the next page as the reader nears the end.
import { useSelfProductFeed } from '../../../core/goods/goods-feeds';
import { errorMessage } from '../../../core/api/errors';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { GoodsCard, GoodsGrid } from '../../ui/goods-card/goods-card';
import { LoadMore } from '../../ui/load-more/load-more';
import { GoodsGridSkeleton } from '../../ui/skeleton/skeleton';
import styles from './home.module.css';

export function HomeFeed() {
  const feed = useSelfProductFeed();
  const goods = feed.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className={styles.feed} aria-labelledby="home-feed-title">
      <h2 id="home-feed-title" className={styles.feedTitle}>
        为你推荐
      </h2>
      {feed.isPending && <GoodsGridSkeleton count={4} />}
      {feed.isError && !feed.data && (
        <ErrorState message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />
      )}
      {feed.isSuccess && goods.length === 0 && <EmptyState title="暂无推荐商品" />}
      {goods.length > 0 && (
        <GoodsGrid>
          {goods.map((item) => (
            <GoodsCard key={item.goodsId} goods={item} />
          ))}
        </GoodsGrid>
      )}
      {feed.isFetchingNextPage && <GoodsGridSkeleton count={2} />}
      {feed.data && (
        <LoadMore
          hasMore={feed.hasNextPage}
          loading={feed.isFetchingNextPage}
          failed={feed.isFetchNextPageError}
          onLoadMore={() => void feed.fetchNextPage()}
          empty={goods.length === 0}
        />
      )}
    </section>
  );
}
