// The four states of a loaded block in one place: skeleton while pending, 重新加载 on failure,
// an empty state when the data has nothing to show, and the content otherwise.
import type { ReactNode } from 'react';
import type { ShopWords } from '../../../core/api/shop-words';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';

/** The part of a TanStack Query result this needs (useQuery and useInfiniteQuery both fit). */
/** The usual isEmpty: a page whose list came back empty. */
export const isEmptyList = (data: { list: readonly unknown[] }): boolean => data.list.length === 0;

export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryLike<T>;
  skeleton: ReactNode;
  /** Nothing to show: renders `empty` instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  emptyText?: string;
  errorTitle?: string;
  /** The shop's words for a failure no retry mends (core/api/shop-words.ts), shown without 重新加载. */
  unavailable?: (error: unknown) => ShopWords | null;
  /** The way on from `unavailable` (我的订单 …). */
  unavailableAction?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({
  query,
  skeleton,
  isEmpty,
  empty,
  emptyText,
  errorTitle,
  unavailable,
  unavailableAction,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  const words = query.isError ? unavailable?.(query.error) : null;
  if (words) return <EmptyState {...words} action={unavailableAction} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState error={query.error ?? undefined} title={errorTitle} onRetry={() => void query.refetch()} />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState title={emptyText} />}</>;
  return <>{children(query.data)}</>;
}
