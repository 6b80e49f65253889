// A paged list of posts with its states.
import { Pagination } from '../../../ui/pagination/pagination';
import { EmptyState } from '../../../ui/states/empty-state';
import { ErrorState } from '../../../ui/states/error-state';
import type { Post } from '../find-links';
import { PostCard, PostListSkeleton } from './post-card';
import styles from '../find.module.css';

interface PostListProps {
  query: {
    data: { list: Post[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isPlaceholderData?: boolean;
  };
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  emptyTitle: string;
  emptyDescription?: string;
  topicTitleOf?: (topicId: number) => string | undefined;
}

export function PostList({
  query,
  page,
  pageSize,
  onPage,
  emptyTitle,
  emptyDescription,
  topicTitleOf,
}: PostListProps) {
  if (query.isPending) return <PostListSkeleton />;
  if (query.isError || !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <div className={styles.posts} aria-busy={query.isPlaceholderData ? true : undefined}>
      {query.data.list.map((post) => (
        <PostCard key={post.documentId} post={post} topicTitle={topicTitleOf?.(post.topicId)} />
      ))}
      <div className={styles.pager}>
        <Pagination simple total={query.data.total} page={page} pageSize={pageSize} onChange={onPage} />
      </div>
    </div>
  );
}
