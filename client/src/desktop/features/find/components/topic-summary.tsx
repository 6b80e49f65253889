// A topic's description and its counts (N 篇帖子, N 人关注): under its title in the hot-topic list
// and in the topic page's header.
import { countText } from '../../../ui/format/relative-time';
import styles from '../find.module.css';

interface TopicSummaryProps {
  topic: { description: string; postCount: number; followCount: number };
}

export function TopicSummary({ topic }: TopicSummaryProps) {
  return (
    <>
      <p className={styles.topicDescription}>{topic.description}</p>
      <p className={styles.topicStats}>
        <span>{countText(topic.postCount)} 篇帖子</span>
        <span>{countText(topic.followCount)} 人关注</span>
      </p>
    </>
  );
}
