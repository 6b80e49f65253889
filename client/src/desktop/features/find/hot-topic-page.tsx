// /find/hotTopic: all topics by heat (getHotTopic), paged by ?page=.
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { SimplePager } from '../../ui/pagination/simple-pager';
import { EmptyState } from '../../ui/states/empty-state';
import { ErrorState } from '../../ui/states/error-state';
import { topicHref } from './find-links';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import { TopicSummary } from './components/topic-summary';
import styles from './find.module.css';
import { Breadcrumb } from '../../ui/breadcrumb/breadcrumb';
import { useHotTopics } from '../../../core/find/find-queries';

export default function HotTopicPage() {
  usePageTitle('热门话题');
  const paging = useUrlPaging();
  const { page, size } = paging;
  const query = useHotTopics({ pageNum: page, pageSize: size }, { placeholderData: keepPreviousData });

  let body;
  if (query.isPending)
    body = (
      <div className={styles.topicGrid} role="status" aria-label="加载中">
        {Array.from({ length: 6 }, (_, i) => (
          <span
            key={i}
            className={`${styles.topicCard} ${styles.shimmer}`}
            style={{ height: 132 }}
            aria-hidden="true"
          />
        ))}
      </div>
    );
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0) body = <EmptyState title="暂无热门话题" />;
  else
    body = (
      <>
        <ol className={styles.topicGrid}>
          {query.data.list.map((topic, index) => {
            const rank = (page - 1) * size + index + 1;
            return (
              <li key={topic.topicId} className={styles.topicCard}>
                <LazyImage
                  src={topic.coverUrl}
                  alt=""
                  width={100}
                  height={100}
                  className={styles.topicThumb}
                />
                <div className={styles.topicCardBody}>
                  <h2 className={styles.topicCardTitle}>
                    <span className={`${styles.rank} ${rank <= 3 ? styles.rankTop : ''}`}>{rank}</span>
                    <Link to={topicHref(topic.topicId)}>#{topic.title}</Link>
                  </h2>
                  <TopicSummary topic={topic} />
                </div>
              </li>
            );
          })}
        </ol>
        <SimplePager className={styles.pager} total={query.data.total} paging={paging} />
      </>
    );

  return (
    <div className={`layout-width ${styles.page}`}>
      <Breadcrumb trail={[{ to: '/find', label: '发现' }]} current="热门话题" />
      <header className={styles.hotHeader}>
        <h1>热门话题</h1>
        <p>大家都在聊什么？挑一个感兴趣的话题加入讨论吧</p>
      </header>
      <section className={styles.card} aria-label="话题列表">
        {body}
      </section>
    </div>
  );
}
