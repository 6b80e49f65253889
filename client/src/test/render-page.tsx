// Renders one page the way the app does (jotai store, query client, data router) at a URL, with a
// catch-all route that prints where the page navigated to, so tests can assert on navigation.
import './browser-stubs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { appStore } from '../state/store';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="navigated-to">{`${location.pathname}${location.search}`}</p>;
}

export function renderPage(Page: ComponentType, url: string) {
  const path = url.split('?')[0] ?? '/';
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, router, queryClient };
}
