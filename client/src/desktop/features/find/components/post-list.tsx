// A paged list of posts with its states.
import { PagedList } from '../../../ui/paging/paged-list';
import type { QueryLike } from '../../../ui/query-view/query-view';
import type { Post } from '../find-links';
import { PostCard, PostListSkeleton } from './post-card';
import styles from '../find.module.css';

interface PostListProps {
  query: QueryLike<{ list: Post[]; total: number }> & { isPlaceholderData?: boolean };
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  emptyTitle: string;
  emptyDescription?: string;
  topicTitleOf?: (topicId: number) => string | undefined;
}

export function PostList({ topicTitleOf, ...list }: PostListProps) {
  return (
    <PagedList
      {...list}
      skeleton={<PostListSkeleton />}
      className={styles.posts}
      pagerClassName={styles.pager}
    >
      {(post) => <PostCard key={post.documentId} post={post} topicTitle={topicTitleOf?.(post.topicId)} />}
    </PagedList>
  );
}
