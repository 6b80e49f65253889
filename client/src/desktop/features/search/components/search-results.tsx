// Loading, error and paging around one page of search results; no result → hot-word suggestions.
import type { SearchType } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Pagination } from '../../../ui/pagination/pagination';
import { QueryView, type QueryLike, isEmptyList } from '../../../ui/query-view/query-view';
import { NoResults } from './search-layout';

interface SearchResultsProps<T> {
  type: SearchType;
  query: QueryLike<{ list: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  skeleton: ReactNode;
  children: (list: T[]) => ReactNode;
}

export function SearchResults<T>({
  type,
  query,
  page,
  pageSize,
  onPage,
  skeleton,
  children,
}: SearchResultsProps<T>) {
  return (
    <QueryView query={query} skeleton={skeleton} isEmpty={isEmptyList} empty={<NoResults type={type} />}>
      {(data) => (
        <>
          <p className="visually-hidden" role="status">
            共找到{data.total}条结果
          </p>
          {children(data.list)}
          <Pagination total={data.total} page={page} pageSize={pageSize} simple onChange={onPage} />
        </>
      )}
    </QueryView>
  );
}
