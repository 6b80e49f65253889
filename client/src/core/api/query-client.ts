// Query defaults: a short freshness window, no refetch storms on focus, and retries only for
// network failures (a business refusal will not change on retry; an ended session must not retry).
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
      mutations: { retry: false },
    },
  });
}
