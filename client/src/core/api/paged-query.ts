// Endless lists (a phone's feeds and result lists): one TanStack infinite query per paged catalogue
// read, keyed under ['api', name, …] like every other read so invalidateApi(name) reaches it too.
import { PAGE_SIZE_DEFAULT, type EndpointName, type ResultOf } from '@storefront/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, type InputOf } from './call';

interface Page {
  list: readonly unknown[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Catalogue reads that take pageNum/pageSize and answer one page of a list. */
export type PagedName = {
  [N in EndpointName]: ResultOf<N> extends Page ? ('pageNum' extends keyof InputOf<N> ? N : never) : never;
}[EndpointName];

export type PagedInput<N extends PagedName> = Omit<InputOf<N>, 'pageNum' | 'pageSize'>;

/** The next page number, or undefined once the last page is in. */
export const nextPageOf = (last: Page): number | undefined =>
  last.list.length > 0 && last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined;

export function apiPagedQuery<N extends PagedName>(
  name: N,
  input: PagedInput<N>,
  pageSize: number = PAGE_SIZE_DEFAULT,
) {
  const send = call as (n: N, i: InputOf<N>, o: { signal?: AbortSignal }) => Promise<ResultOf<N>>;
  return infiniteQueryOptions({
    queryKey: ['api', name, { ...input, pageSize }, 'pages'] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      send(name, { ...input, pageNum: pageParam, pageSize } as InputOf<N>, { signal }),
    getNextPageParam: (last: ResultOf<N>) => nextPageOf(last as Page),
  });
}

/** useInfiniteQuery over one paged read; `enabled: false` waits (e.g. for a keyword). */
export const useApiPagedQuery = <N extends PagedName>(
  options: ReturnType<typeof apiPagedQuery<N>>,
  extras: { enabled?: boolean; staleTime?: number } = {},
) => useInfiniteQuery({ ...options, ...extras });
