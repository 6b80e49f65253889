// One page of a paged list with its states: skeleton, 重新加载, empty, then the items, dimmed while
// the next page loads, and the simple pager under them.
import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { QueryView, type QueryLike, isEmptyList } from '../query-view/query-view';
import { EmptyState } from '../states/empty-state';

interface PagedListProps<T> {
  query: QueryLike<{ list: T[]; total: number }> & { isPlaceholderData?: boolean };
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  skeleton: ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
  /** The list's and the pager's classes (the feature's spacing). */
  className?: string;
  pagerClassName?: string;
  children: (item: T, index: number) => ReactNode;
}

export function PagedList<T>({
  query,
  page,
  pageSize,
  onPage,
  skeleton,
  emptyTitle,
  emptyDescription,
  className,
  pagerClassName,
  children,
}: PagedListProps<T>) {
  return (
    <QueryView
      query={query}
      skeleton={skeleton}
      isEmpty={isEmptyList}
      empty={<EmptyState title={emptyTitle} description={emptyDescription} />}
    >
      {(data) => (
        <div className={className} aria-busy={query.isPlaceholderData ? true : undefined}>
          {data.list.map(children)}
          <div className={pagerClassName}>
            <Pagination simple total={data.total} page={page} pageSize={pageSize} onChange={onPage} />
          </div>
        </div>
      )}
    </QueryView>
  );
}
