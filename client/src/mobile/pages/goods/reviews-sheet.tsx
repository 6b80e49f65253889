// 全部评价: every review of the goods in a sheet, paged as the shopper scrolls.
import { useGoodsEvaluationFeed } from '../../../core/goods/goods-feeds';
import { LoadMore } from '../../ui/load-more/load-more';
import { Sheet } from '../../ui/sheet/sheet';
import styles from './goods.module.css';
import { ReviewItem } from './review-item';

interface Props {
  goodsId: number;
  open: boolean;
  onClose: () => void;
}

export function ReviewsSheet({ goodsId, open, onClose }: Props) {
  const feed = useGoodsEvaluationFeed(goodsId, { enabled: open });
  const reviews = feed.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Sheet open={open} onClose={onClose} title="全部评价">
      <ul aria-label="全部评价">
        {reviews.map((review) => (
          <ReviewItem key={review.evaluateId} review={review} />
        ))}
      </ul>
      {feed.isSuccess && reviews.length === 0 && <p className={styles.muted}>暂无评价</p>}
      <LoadMore
        hasMore={feed.hasNextPage}
        loading={feed.isFetching}
        failed={feed.isError}
        empty={reviews.length === 0}
        onLoadMore={() => void (feed.isError ? feed.refetch() : feed.fetchNextPage())}
      />
    </Sheet>
  );
}
