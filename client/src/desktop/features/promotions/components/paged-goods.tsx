// A page of goods with its states: the grid skeleton while loading, 重新加载 on failure, an empty
// state, and otherwise the cards (drawn by the caller) with paging under them.
import type { ReactNode } from 'react';
import type { UrlPaging } from '../../../ui/hooks/use-url-paging';
import { isApiError } from '../../../../core/api/errors';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { Pagination } from '../../../ui/pagination/pagination';
import { EmptyState } from '../../../ui/states/empty-state';
import { ErrorState } from '../../../ui/states/error-state';
import styles from '../promotions.module.css';

export interface GoodsPageData<T> {
  list: T[];
  total: number;
}

interface PagedGoodsProps<T> {
  query: {
    data: GoodsPageData<T> | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isPlaceholderData?: boolean;
  };
  /** The list's page and size in the URL (useUrlPaging). */
  paging: UrlPaging;
  renderItem: (item: T, index: number) => ReactNode;
  columns?: number;
  emptyTitle?: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  /** Shown with the refusal's message when the server refuses (no such topic …): retrying will not help. */
  refusedAction?: ReactNode;
}

export function PagedGoods<T>({
  query,
  paging,
  renderItem,
  columns = 5,
  emptyTitle = '暂无商品',
  emptyDescription,
  emptyAction,
  refusedAction,
}: PagedGoodsProps<T>) {
  if (query.isPending) return <GoodsGridSkeleton columns={columns} rows={2} />;
  if (query.isError && refusedAction && isApiError(query.error))
    return <EmptyState title={query.error.msg || emptyTitle} action={refusedAction} />;
  if (query.isError || !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { list, total } = query.data;
  if (list.length === 0)
    return <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  return (
    <div className={styles.paged} aria-busy={query.isPlaceholderData ? true : undefined}>
      <GoodsGrid columns={columns}>{list.map(renderItem)}</GoodsGrid>
      <div className={styles.pager}>
        <Pagination total={total} page={paging.page} pageSize={paging.size} onChange={paging.setPage} />
      </div>
    </div>
  );
}
