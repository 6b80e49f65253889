// The side list of hot topics (getHotTopic), linking to each topic and to the full list.
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../ui/states/error-state';
import { topicHref } from '../find-links';
import { countText } from '../../../ui/format/relative-time';
import styles from '../find.module.css';
import { useHotTopics } from '../../../../core/find/find-queries';

export function HotTopics() {
  const query = useHotTopics({ pageNum: 1, pageSize: 8 });
  let body;
  if (query.isPending)
    body = <span className={styles.shimmer} style={{ height: 240 }} role="status" aria-label="加载中" />;
  else if (query.isError)
    body = <ErrorState error={query.error} title="话题加载失败" onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0) body = <p className={styles.muted}>暂无热门话题</p>;
  else
    body = (
      <ol className={styles.hotTopics}>
        {query.data.list.map((topic, index) => (
          <li key={topic.topicId}>
            <span className={styles.rank}>{index + 1}</span>
            <Link to={topicHref(topic.topicId)} className={styles.hotTopicLink}>
              #{topic.title}
            </Link>
            <span className={styles.hotTopicCount}>{countText(topic.postCount)}帖</span>
          </li>
        ))}
      </ol>
    );
  return (
    <section className={styles.sideCard} aria-labelledby="hot-topics">
      <h2 id="hot-topics" className={styles.sideTitle}>
        热门话题
        <Link to="/find/hotTopic" className={styles.sideMore}>
          更多 ›
        </Link>
      </h2>
      {body}
    </section>
  );
}
