// Providers and the router. The jotai store and the query client are created once per page load;
// a code-52 reply anywhere ends the session (see docs/product-rules.md).
import { HOME_PATH } from '@storefront/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { onNotice, onSessionEnded } from '../../core/api/api-client';
import { createQueryClient } from '../../core/api/query-client';
import { apiQuery } from '../../core/api/query';
import { askForLoginOnRefusedWrites } from '../../core/state/session-end';
import { hydrateSession } from '../../core/state/session';
import { appStore } from '../../core/state/store';
import { showToast } from '../ui/toast/toast-bus';
import { ToastHost } from '../ui/toast/toast-host';
import { buildRoutes } from './router/routes';
import { AppShell } from './shell/app-shell';
import { askForDesktopLogin, endDesktopSession } from './session-end';
import { RouteErrorPage } from './shell/route-error-page';
import { ShellFallback } from './shell/shell-fallback';

// The stored login must be in the store before the router runs the first guards.
hydrateSession();

export const queryClient = createQueryClient();

// /home's largest element is its first banner, whose address comes with the ads: the call starts with
// the app instead of after the page's chunk has loaded and rendered (Lighthouse's LCP).
if (window.location.pathname === HOME_PATH) void queryClient.prefetchQuery(apiQuery('getAdByHome'));

export const router = createBrowserRouter(
  buildRoutes({ Shell: AppShell, ErrorPage: RouteErrorPage, HydrateFallback: ShellFallback }),
);

// A 52 keeps the shopper where they are as a visitor; a login-only page or their own write asks for
// login and comes back to the exact page (session-end.ts).
onSessionEnded(() => endDesktopSession(router));
askForLoginOnRefusedWrites(queryClient, () => askForDesktopLogin(router));
onNotice((text) => showToast(text, 'info'));

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastHost />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
