// /welfareDetails?id=: one welfare topic (getTopicGoodsPush): its header with time left and its goods.
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Countdown } from '../../ui/countdown/countdown';
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { EmptyState } from '../../ui/states/empty-state';
import { PagedGoods } from './components/paged-goods';
import { dateText } from './components/welfare-topic-card';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import styles from './promotions.module.css';
import { CrumbPage } from '../../ui/breadcrumb/breadcrumb';
import { useWelfareTopicGoods } from '../../../core/welfare/welfare-queries';

/** Where this page sits: the pages above it. */
const TRAIL = [
  { to: '/home', label: '首页' },
  { to: '/welfareService', label: '福利社' },
];

export default function WelfareDetailsPage() {
  const paging = useUrlPaging();
  const { page, size, params } = paging;
  const raw = params.get('id');
  const topicId = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const query = useWelfareTopicGoods(
    { topicId: topicId ?? 0, pageNum: page, pageSize: size },
    { enabled: topicId !== null, placeholderData: keepPreviousData },
  );
  const topic = query.data?.topic;
  usePageTitle(topic ? topic.title : '福利详情');

  return (
    <CrumbPage className={styles.page} trail={TRAIL} current="福利详情">
      {topicId === null ? (
        <EmptyState title="未找到该福利专题" action={<Link to="/welfareService">返回福利社</Link>} />
      ) : (
        <>
          <header className={styles.topicHeader}>
            {topic ? (
              <>
                <LazyImage
                  src={topic.picUrl}
                  alt={topic.title}
                  width={320}
                  height={180}
                  eager
                  className={styles.heroPicture}
                />
                <div className={styles.heroInfo}>
                  <h1 className={styles.heroTitle}>{topic.title}</h1>
                  <p className={styles.topicDescription}>{topic.description}</p>
                  <p className={styles.muted}>
                    活动时间：{dateText(topic.startTime)} - {dateText(topic.endTime)}
                  </p>
                  {topic.overdue ? (
                    <p className={styles.endedNote}>本期福利已结束</p>
                  ) : (
                    <Countdown endTime={topic.endTime} prefix="距结束" tone="brand" />
                  )}
                </div>
              </>
            ) : (
              <h1 className={styles.heroTitle}>福利详情</h1>
            )}
          </header>
          <section className={styles.panel} aria-label="福利商品">
            <PagedGoods
              query={query}
              paging={paging}
              emptyTitle="本期福利暂无商品"
              refusedAction={<Link to="/welfareService">返回福利社</Link>}
              renderItem={(goods, index) => (
                <GoodsCard key={goods.goodsId} goods={goods} eagerImage={index < 5} />
              )}
            />
          </section>
        </>
      )}
    </CrumbPage>
  );
}
