// One welfare topic: picture, title, description, time range and goods count; ended ones are marked.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import styles from '../promotions.module.css';

export type WelfareTopic = NonNullable<ResultOf<'getNewTopic'>>;

export const welfareHref = (topicId: number) => `/welfareDetails?id=${topicId}`;

export const dateText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getMonth() + 1}月${d.getDate()}日`;
};

export function WelfareTopicCard({ topic }: { topic: WelfareTopic }) {
  return (
    <article className={`${styles.topicCard} ${topic.overdue ? styles.topicOverdue : ''}`}>
      <Link to={welfareHref(topic.topicId)} className={styles.topicLink}>
        <span className={styles.topicPicture}>
          <LazyImage src={topic.picUrl} alt="" aspectRatio="16 / 9" />
          {topic.overdue && <span className={styles.topicEnded}>已结束</span>}
        </span>
        <h3 className={styles.topicTitle}>{topic.title}</h3>
      </Link>
      <p className={styles.topicDescription}>{topic.description}</p>
      <p className={styles.topicMeta}>
        <span>
          {dateText(topic.startTime)} - {dateText(topic.endTime)}
        </span>
        <span>{topic.goodsCount}件好物</span>
      </p>
    </article>
  );
}
