// A paged list of documents with its states: skeleton, 重新加载, empty, items and paging.
import { Pagination } from '../../../ui/pagination/pagination';
import { EmptyState } from '../../../ui/states/empty-state';
import { ErrorState } from '../../../ui/states/error-state';
import type { DocumentCard } from '../document-links';
import { DocumentListItem, DocumentListSkeleton } from './document-list-item';
import styles from '../article.module.css';

interface DocumentListProps {
  query: {
    data: { list: DocumentCard[]; total: number } | undefined;
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
}

export function DocumentList({ query, page, pageSize, onPage, emptyTitle }: DocumentListProps) {
  if (query.isPending) return <DocumentListSkeleton />;
  if (query.isError || !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <div aria-busy={query.isPlaceholderData ? true : undefined} className={styles.list}>
      {query.data.list.map((doc, index) => (
        <DocumentListItem key={doc.documentId} doc={doc} eager={index < 3} />
      ))}
      <div className={styles.pager}>
        <Pagination simple total={query.data.total} page={page} pageSize={pageSize} onChange={onPage} />
      </div>
    </div>
  );
}
