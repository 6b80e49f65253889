// 为你推荐: an endless list of self-operated goods; the next page loads when the reader scrolls
// within 442 px of the bottom (see docs/product-rules.md), with a button as the keyboard-friendly alternative.
import { useSelfProductFeed } from '../../../../core/goods/self-product-feed';
import { GoodsCard } from '../../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { Section } from '../../../ui/section/section';
import { EmptyState } from '../../../ui/states/empty-state';
import { ErrorState } from '../../../ui/states/error-state';
import { Loading } from '../../../ui/states/skeleton';
import { useScrollBottom } from '../use-scroll-bottom';
import styles from '../home.module.css';

export const FEED_PAGE_SIZE = 20;

export function RecommendFeed() {
  const feed = useSelfProductFeed(FEED_PAGE_SIZE);
  const canLoad = feed.hasNextPage && !feed.isFetching && !feed.isFetchNextPageError;
  useScrollBottom(() => void feed.fetchNextPage(), Boolean(canLoad), feed.data?.pages.length);

  const goods = feed.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Section title="为你推荐" subtitle="自营好物，品质保障">
      {feed.isPending && <GoodsGridSkeleton rows={2} />}
      {feed.isError && !feed.data && <ErrorState error={feed.error} onRetry={() => void feed.refetch()} />}
      {feed.isSuccess && goods.length === 0 && <EmptyState title="暂无推荐商品" />}
      {goods.length > 0 && (
        <GoodsGrid>
          {goods.map((g) => (
            <GoodsCard key={g.goodsId} goods={g} />
          ))}
        </GoodsGrid>
      )}
      <div className={styles.feedFooter}>
        {feed.isFetchingNextPage && <Loading />}
        {feed.isFetchNextPageError && (
          <ErrorState error={feed.error} title="加载更多失败" onRetry={() => void feed.fetchNextPage()} />
        )}
        {canLoad && goods.length > 0 && (
          <button type="button" className={styles.loadMore} onClick={() => void feed.fetchNextPage()}>
            加载更多
          </button>
        )}
        {feed.isSuccess && !feed.hasNextPage && goods.length > 0 && (
          <p className={styles.noMore}>没有更多了</p>
        )}
      </div>
    </Section>
  );
}
