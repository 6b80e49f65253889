// /welfareService (福利社): the newest welfare topic with its countdown, current and past topics
// (getTopics, getOverdueTopics) and the daily sign-in card.
import { keepPreviousData } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router-dom';
import { Countdown } from '../../ui/countdown/countdown';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Pagination } from '../../ui/pagination/pagination';
import { EmptyState } from '../../ui/states/empty-state';
import { ErrorState } from '../../ui/states/error-state';
import { Skeleton } from '../../ui/states/skeleton';
import { SectionBanner } from './components/section-banner';
import { SignInCard } from './components/sign-in-card';
import { WelfareTopicCard, welfareHref } from './components/welfare-topic-card';
import styles from './promotions.module.css';
import { useLocalPaging } from '../../ui/hooks/use-local-paging';
import { useNewestWelfareTopic, useWelfareTopicList } from '../../../core/welfare/welfare-queries';

function TopicSkeletons() {
  return (
    <div className={styles.topicGrid} role="status" aria-label="加载中">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.topicCard}>
          <Skeleton height={0} className={styles.topicSkeleton} radius={0} />
          <Skeleton height={18} width="70%" />
          <Skeleton height={14} />
        </div>
      ))}
    </div>
  );
}

function TopicList({ call, emptyTitle }: { call: 'getTopics' | 'getOverdueTopics'; emptyTitle: string }) {
  const { page, size, setPage } = useLocalPaging();
  const query = useWelfareTopicList(
    call,
    { pageNum: page, pageSize: size },
    { placeholderData: keepPreviousData },
  );
  if (query.isPending) return <TopicSkeletons />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <div className={styles.topicGrid}>
        {query.data.list.map((topic) => (
          <WelfareTopicCard key={topic.topicId} topic={topic} />
        ))}
      </div>
      <div className={styles.pager}>
        <Pagination simple total={query.data.total} page={page} pageSize={size} onChange={setPage} />
      </div>
    </>
  );
}

function NewestTopic() {
  const query = useNewestWelfareTopic();
  if (query.isPending) return <Skeleton height={220} className={styles.heroTopic} />;
  if (query.isError)
    return <ErrorState error={query.error} title="最新福利加载失败" onRetry={() => void query.refetch()} />;
  const topic = query.data;
  if (!topic) return <EmptyState title="暂无最新福利" description="新的福利活动即将上线，敬请期待" />;
  return (
    <article className={styles.heroTopic} aria-labelledby="newest-topic">
      <LazyImage
        src={topic.picUrl}
        alt={topic.title}
        width={390}
        height={220}
        eager
        className={styles.heroPicture}
      />
      <div className={styles.heroInfo}>
        <p className={styles.detailKicker}>本期福利</p>
        <h2 id="newest-topic" className={styles.heroTitle}>
          {topic.title}
        </h2>
        <p className={styles.topicDescription}>{topic.description}</p>
        {topic.overdue ? (
          <p className={styles.muted}>本期福利已结束</p>
        ) : (
          <Countdown endTime={topic.endTime} prefix="距结束" tone="brand" />
        )}
        <Link className={styles.primaryButton} to={welfareHref(topic.topicId)}>
          查看{topic.goodsCount}件福利好物
        </Link>
      </div>
    </article>
  );
}

export default function WelfareServicePage() {
  usePageTitle('福利社');
  return (
    <div className={`layout-width ${styles.page}`}>
      <SectionBanner title="福利社" subtitle="每期限时福利，签到领积分" tone="red" />
      <div className={styles.welfareTop}>
        <NewestTopic />
        <SignInCard />
      </div>
      <Tabs.Root defaultValue="current" className={styles.panel}>
        <Tabs.List className={styles.tabList} aria-label="福利专题">
          <Tabs.Trigger value="current" className={styles.tab}>
            福利专题
          </Tabs.Trigger>
          <Tabs.Trigger value="overdue" className={styles.tab}>
            往期福利
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="current" className={styles.tabPanel}>
          <TopicList call="getTopics" emptyTitle="暂无进行中的福利" />
        </Tabs.Content>
        <Tabs.Content value="overdue" className={styles.tabPanel}>
          <TopicList call="getOverdueTopics" emptyTitle="暂无往期福利" />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
