// A paged list of documents with its states: skeleton, 重新加载, empty, items and paging.
import { PagedList } from '../../../ui/pagination/paged-list';
import type { QueryLike } from '../../../ui/query-view/query-view';
import type { DocumentCard } from '../document-links';
import { DocumentListItem, DocumentListSkeleton } from './document-list-item';
import styles from '../article.module.css';

interface DocumentListProps {
  query: QueryLike<{ list: DocumentCard[]; total: number }> & { isPlaceholderData?: boolean };
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  emptyTitle: string;
}

export function DocumentList(props: DocumentListProps) {
  return (
    <PagedList
      {...props}
      skeleton={<DocumentListSkeleton />}
      className={styles.list}
      pagerClassName={styles.pager}
    >
      {(doc, index) => <DocumentListItem key={doc.documentId} doc={doc} eager={index < 3} />}
    </PagedList>
  );
}
