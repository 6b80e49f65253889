// TanStack Query helpers keyed by catalogue name, so every page caches and invalidates the same way.
// The area hooks of src/core/<area>/ are built on these; features call those hooks.
import type { EndpointName, ResultOf } from '@storefront/contracts';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call, type InputOf } from './call';

/** ['api', name] is the prefix of every key of that call; invalidate it to refetch them all. */
export const apiKey = <N extends EndpointName>(name: N, input?: InputOf<N>) =>
  (input === undefined ? ['api', name] : ['api', name, input]) as readonly ['api', N, InputOf<N>?];

/** Query options for one call: `useQuery(apiQuery('getHotGoods', { pageNum: 1 }))`. */
export function apiQuery<N extends EndpointName>(name: N, input?: InputOf<N>) {
  return queryOptions({
    queryKey: apiKey(name, input),
    queryFn: ({ signal }) =>
      (call as (n: N, i?: InputOf<N>, o?: { signal?: AbortSignal }) => Promise<ResultOf<N>>)(name, input, {
        signal,
      }),
  });
}

export const invalidateApi = (queryClient: QueryClient, ...names: readonly EndpointName[]) =>
  Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: ['api', name] })));

/** What a caller may add to an area's query hook: when it runs, how fresh it stays, how it pages. */
export interface QueryExtras<N extends EndpointName> {
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  retry?: boolean | number;
  /** `keepPreviousData` on paged lists: the old page stays on screen while the next one loads. */
  placeholderData?: typeof keepPreviousData;
  /** Milliseconds between refetches, or a function of the latest answer (stop once it is paid). */
  refetchInterval?: number | false | ((data: ResultOf<N> | undefined) => number | false);
}

/** useQuery over one catalogue read plus a caller's extras; what every area's query hook returns. */
export function useApiQuery<N extends EndpointName>(
  options: ReturnType<typeof apiQuery<N>>,
  { refetchInterval, ...extras }: QueryExtras<N> = {},
) {
  return useQuery({
    ...options,
    ...extras,
    ...(typeof refetchInterval === 'function'
      ? {
          refetchInterval: (query: { state: { data: ResultOf<N> | undefined } }) =>
            refetchInterval(query.state.data),
        }
      : refetchInterval === undefined
        ? {}
        : { refetchInterval }),
  });
}
