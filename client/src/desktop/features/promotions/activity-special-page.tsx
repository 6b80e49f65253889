// /activitySpecial(?id=): a discount activity (getDiscountActivityGoods): its banner, time left and goods.
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Countdown } from '../../ui/countdown/countdown';
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Skeleton } from '../../ui/states/skeleton';
import { PagedGoods } from './components/paged-goods';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import styles from './promotions.module.css';
import { useDiscountGoods } from '../../../core/goods/goods-queries';

export default function ActivitySpecialPage() {
  const paging = useUrlPaging();
  const { page, size, params } = paging;
  const raw = params.get('id');
  const activityId = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  const query = useDiscountGoods(
    {
      pageNum: page,
      pageSize: size,
      ...(activityId ? { activityId } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const activity = query.data?.activity;
  usePageTitle(activity ? activity.title : '活动专题');
  const ended = activity ? activity.endTime <= Date.now() : false;

  return (
    <div className={`layout-width ${styles.page}`}>
      <header className={styles.activityHeader}>
        {activity ? (
          <>
            <LazyImage
              src={activity.bannerUrl}
              alt={activity.title}
              aspectRatio="1200 / 300"
              eager
              className={styles.activityBanner}
            />
            <div className={styles.activityBar}>
              <h1 className={styles.activityTitle}>{activity.title}</h1>
              {ended ? (
                <span className={styles.endedNote}>活动已结束</span>
              ) : (
                <Countdown endTime={activity.endTime} prefix="距活动结束" tone="brand" />
              )}
            </div>
          </>
        ) : (
          <>
            <Skeleton className={styles.activityBanner} height="auto" radius={0} />
            <div className={styles.activityBar}>
              <h1 className={styles.activityTitle}>活动专题</h1>
            </div>
          </>
        )}
      </header>
      <section className={styles.panel} aria-label="活动商品">
        <PagedGoods
          query={query}
          paging={paging}
          emptyTitle="活动商品已售罄"
          refusedAction={<Link to="/home">返回首页</Link>}
          renderItem={(goods, index) => (
            <GoodsCard key={goods.goodsId} goods={goods} eagerImage={index < 5} badge="活动价" />
          )}
        />
      </section>
    </div>
  );
}
