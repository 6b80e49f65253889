// A topic's posts, 最新 or 最热, as an endless list.
import { errorMessage } from '../../../../core/api/errors';
import { useTopicDocumentFeed } from '../../../../core/find/find-queries';
import { DocumentRow } from '../../../ui/document/document-row';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ErrorState } from '../../../ui/error-state/error-state';
import { FeedFoot } from '../../../ui/feed/feed-foot';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import styles from './topic.module.css';

type Sort = 'new' | 'hot';
const SORTS: readonly { value: Sort; label: string }[] = [
  { value: 'new', label: '最新' },
  { value: 'hot', label: '最热' },
];

interface Props {
  topicId: number;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

export function TopicPosts({ topicId, sort, onSort }: Props) {
  const feed = useTopicDocumentFeed(topicId, sort);
  const docs = feed.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className={styles.posts} aria-label="话题内容" aria-busy={feed.isPending}>
      <div className={styles.sorts} role="group" aria-label="排序">
        {SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            className={styles.sort}
            aria-pressed={s.value === sort}
            onClick={() => onSort(s.value)}
          >
            {s.label}
          </button>
        ))}
      </div>
      {feed.isPending && <Skeleton lines={6} />}
      {feed.isError && !feed.data && (
        <ErrorState message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />
      )}
      {feed.isSuccess && docs.length === 0 && <EmptyState title="这个话题还没有内容" />}
      {docs.length > 0 && (
        <ul>
          {docs.map((doc) => (
            <li key={doc.documentId}>
              <DocumentRow doc={doc} />
            </li>
          ))}
        </ul>
      )}
      <FeedFoot feed={feed} empty={docs.length === 0} />
    </section>
  );
}
