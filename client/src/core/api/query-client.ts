// Query defaults: a short freshness window, no refetch storms on focus, and retries only for
// network failures (a business refusal will not change on retry; an ended session must not retry).
// A write runs even while the browser says it is offline, so it fails at once with 网络异常 and a way
// to try again instead of waiting, paused, for the network and then going through unseen.
import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from './errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isNetworkError(error) && failureCount < 1,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
