// 评价 on the goods page: how many and the good rate, the first reviews, and 查看全部 opening every
// review in a sheet (kept in the URL, ?reviews=all, so the back button closes it).
import { useGoodsEvaluations } from '../../../core/goods/goods-queries';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './goods.module.css';
import { ReviewItem } from './review-item';
import { ReviewsSheet } from './reviews-sheet';
import { useUrlOverlay } from './use-url-overlay';

const FIRST_REVIEWS = 3;

export function GoodsReviews({ goodsId }: { goodsId: number }) {
  const first = useGoodsEvaluations({ goodsId, level: 'all', pageNum: 1, pageSize: FIRST_REVIEWS });
  const sheet = useUrlOverlay('reviews');
  const data = first.data;
  const count = data?.counts.all ?? 0;
  return (
    <section className={styles.card} aria-labelledby="goods-reviews-title">
      <div className={styles.sectionHead}>
        <h2 id="goods-reviews-title" className={styles.sectionTitle}>
          评价{data ? `(${count})` : ''}
          {data && count > 0 && <span className={styles.goodRate}>好评率{data.goodRate}%</span>}
        </h2>
        {count > 0 && (
          <button
            type="button"
            className={styles.moreButton}
            aria-haspopup="dialog"
            onClick={() => sheet.open('all')}
          >
            查看全部 ›
          </button>
        )}
      </div>
      {first.isPending && <Skeleton lines={2} />}
      {first.isError && <p className={styles.muted}>评价加载失败，请稍后再看</p>}
      {data && count === 0 && <p className={styles.muted}>暂无评价，买过的朋友还没来得及说</p>}
      {data && data.list.length > 0 && (
        <ul aria-label="评价">
          {data.list.map((review) => (
            <ReviewItem key={review.evaluateId} review={review} />
          ))}
        </ul>
      )}
      <ReviewsSheet goodsId={goodsId} open={sheet.value === 'all'} onClose={sheet.close} />
    </section>
  );
}
