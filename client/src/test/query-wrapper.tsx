// A fresh query client inside the app's jotai store, for tests of the hooks in src/core/<area>.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { appStore } from '../core/state/store';

export function queryWrapper() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
  return { queryClient, wrapper };
}

/** Whether a cached answer was marked stale (refetched on its next use, or now if shown). */
export const isInvalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated === true;
