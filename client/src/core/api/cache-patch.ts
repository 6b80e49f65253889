// A write that changes one record patches it wherever a read of it is cached, whatever input that
// read was made with (a list's page, a detail's id, or every page of an endless list). The area
// mutation hooks call this from their `update` effect, so no component patches the query cache itself.
import type { EndpointName, ResultOf } from '@storefront/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** An endless list's cache entry (paged-query.ts): its pages, each one answer of the read. */
const isEndless = <T>(data: unknown): data is InfiniteData<T> =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as Partial<InfiniteData<T>>).pages) &&
  Array.isArray((data as Partial<InfiniteData<T>>).pageParams);

/** Applies `patch` to every cached answer of `name`; an entry not loaded yet stays as it is. */
export function patchCached<N extends EndpointName>(
  client: QueryClient,
  name: N,
  patch: (old: ResultOf<N>) => ResultOf<N>,
): void {
  client.setQueriesData<ResultOf<N> | InfiniteData<ResultOf<N>>>({ queryKey: ['api', name] }, (old) => {
    if (old === undefined) return old;
    return isEndless<ResultOf<N>>(old) ? { ...old, pages: old.pages.map(patch) } : patch(old as ResultOf<N>);
  });
}

/** The same id, whichever of number or string the input and the reply carry it as. */
export const sameId = (a: unknown, b: unknown): boolean => String(a) === String(b);
