// TanStack Query helpers keyed by catalogue name, so every page caches and invalidates the same way.
import type { EndpointName, ResultOf } from '@storefront/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
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

export const invalidateApi = (queryClient: QueryClient, ...names: EndpointName[]) =>
  Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: ['api', name] })));
