// A paged list of posts with its states.
import type { UrlPaging } from '../../../ui/hooks/use-url-paging';
import { PagedList } from '../../../ui/pagination/paged-list';
import type { QueryLike } from '../../../ui/query-view/query-view';
import type { Post } from '../find-links';
import { PostCard, PostListSkeleton } from './post-card';
import styles from '../find.module.css';

interface PostListProps {
  query: QueryLike<{ list: Post[]; total: number }> & { isPlaceholderData?: boolean };
  paging: UrlPaging;
  emptyTitle: string;
  emptyDescription?: string;
  topicTitleOf?: (topicId: number) => string | undefined;
}

export function PostList({ topicTitleOf, paging, ...list }: PostListProps) {
  return (
    <PagedList
      {...list}
      page={paging.page}
      pageSize={paging.size}
      onPage={paging.setPage}
      skeleton={<PostListSkeleton />}
      className={styles.posts}
      pagerClassName={styles.pager}
    >
      {(post) => <PostCard key={post.documentId} post={post} topicTitle={topicTitleOf?.(post.topicId)} />}
    </PagedList>
  );
}
