// A write that changes one record patches it wherever a read of it is cached, whatever input that
// read was made with (a list's page, a detail's id). The area mutation hooks call this from their
// `update` effect, so no component patches the query cache itself.
import type { EndpointName, ResultOf } from '@storefront/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Applies `patch` to every cached answer of `name`; an entry not loaded yet stays as it is. */
export function patchCached<N extends EndpointName>(
  client: QueryClient,
  name: N,
  patch: (old: ResultOf<N>) => ResultOf<N>,
): void {
  client.setQueriesData<ResultOf<N>>({ queryKey: ['api', name] }, (old) =>
    old === undefined ? old : patch(old),
  );
}

/** The same id, whichever of number or string the input and the reply carry it as. */
export const sameId = (a: unknown, b: unknown): boolean => String(a) === String(b);
