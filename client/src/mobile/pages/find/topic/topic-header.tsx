// The topic's cover, title, description and counts; a skeleton while it loads, a retry if it fails.
import type { ResultOf } from '@storefront/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { ErrorState } from '../../../ui/error-state/error-state';
import { Image } from '../../../ui/image/image';
import { Skeleton, SkeletonBlock } from '../../../ui/skeleton/skeleton';
import styles from './topic.module.css';

type Topic = ResultOf<'getTopicById'>;

export function TopicHeader({ topic }: { topic: UseQueryResult<Topic> }) {
  if (topic.isError)
    return isIgnorableError(topic.error) ? null : (
      <ErrorState message={errorMessage(topic.error)} onRetry={() => void topic.refetch()} />
    );
  if (!topic.data)
    return (
      <div className={styles.header} role="status" aria-busy="true" aria-label="加载中">
        <SkeletonBlock height={120} />
        <Skeleton lines={2} />
      </div>
    );
  const t = topic.data;
  return (
    <section className={styles.header} aria-labelledby="topic-title">
      <Image className={styles.cover} src={t.coverUrl} alt="" ratio="16 / 9" eager />
      <h2 id="topic-title" className={styles.title}>
        #{t.title}
      </h2>
      {t.description && <p className={styles.description}>{t.description}</p>}
      <p className={styles.counts}>
        {t.postCount}篇内容 · {t.followCount}人关注
      </p>
    </section>
  );
}
