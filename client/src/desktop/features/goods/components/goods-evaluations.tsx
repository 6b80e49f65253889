// 商品评价: the good rate, level tabs with their counts, the reviews with star ratings and
// pictures, and paging.
import { EVALUATION_LEVEL_NAMES, EVALUATION_LEVELS, type EvaluationLevel } from '@storefront/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { Pagination } from '../../../ui/pagination/pagination';
import { QueryView, isEmptyList } from '../../../ui/query-view/query-view';
import { Rating } from '../../../ui/rating/rating';
import { Skeleton } from '../../../ui/states/skeleton';
import styles from '../goods.module.css';
import { useLocalPaging } from '../../../ui/hooks/use-local-paging';
import { useGoodsEvaluations } from '../../../../core/goods/goods-queries';

const LEVELS = EVALUATION_LEVELS.map((level) => ({ level, label: EVALUATION_LEVEL_NAMES[level] }));
const formatDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const ReviewSkeleton = () => (
  <div role="status" aria-label="加载中" className={styles.reviewList}>
    {Array.from({ length: 3 }, (_, i) => (
      <div key={i} className={styles.review}>
        <Skeleton width={120} height={14} />
        <Skeleton width="80%" height={14} />
      </div>
    ))}
  </div>
);

export function GoodsEvaluations({ goodsId }: { goodsId: number }) {
  const [level, setLevel] = useState<EvaluationLevel>('all');
  const { page, size, setPage } = useLocalPaging();
  const query = useGoodsEvaluations(
    { goodsId, level, pageNum: page, pageSize: size },
    { placeholderData: keepPreviousData },
  );
  const counts = query.data?.counts;
  return (
    <div>
      <div className={styles.reviewHead}>
        <p className={styles.goodRate}>
          好评率 <strong>{query.data ? `${query.data.goodRate}%` : '--'}</strong>
        </p>
        <div className={styles.levelTabs} role="tablist" aria-label="评价筛选">
          {LEVELS.map(({ level: l, label }) => (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={l === level}
              className={`${styles.levelTab} ${l === level ? styles.levelActive : ''}`}
              onClick={() => {
                setLevel(l);
                setPage(1);
              }}
            >
              {label}
              {counts ? `(${counts[l]})` : ''}
            </button>
          ))}
        </div>
      </div>
      <QueryView query={query} skeleton={<ReviewSkeleton />} isEmpty={isEmptyList} emptyText="暂无评价">
        {(data) => (
          <>
            <ul className={styles.reviewList}>
              {data.list.map((review) => (
                <li key={review.evaluateId} className={styles.review}>
                  <div className={styles.reviewUser}>
                    <LazyImage
                      src={review.user.avatarUrl}
                      alt=""
                      width={32}
                      height={32}
                      className={styles.avatar}
                    />
                    <span>{review.user.nickname}</span>
                    <Rating value={review.score} showText />
                    <span className={styles.reviewMeta}>
                      {formatDate(review.createTime)} {review.specText}
                    </span>
                  </div>
                  <p className={styles.reviewText}>{review.content}</p>
                  {review.pictures.length > 0 && (
                    <div className={styles.reviewPictures}>
                      {review.pictures.map((pic, i) => (
                        <LazyImage key={pic} src={pic} alt={`评价图片${i + 1}`} width={80} height={80} />
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <Pagination total={data.total} page={page} pageSize={size} simple onChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
