// Providers and the router. The jotai store and the query client are created once per page load;
// a code-52 reply anywhere ends the session through the router (see docs/product-rules.md).
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { onSessionEnded } from '../../core/api/api-client';
import { createQueryClient } from '../../core/api/query-client';
import { logout } from '../../core/state/logout';
import { desktopLogoutFace } from './desktop-logout';
import { hydrateSession } from '../../core/state/session';
import { appStore } from '../../core/state/store';
import { ToastHost } from '../ui/toast/toast-host';
import { buildRoutes } from './router/routes';
import { AppShell } from './shell/app-shell';
import { RouteErrorPage } from './shell/route-error-page';
import { ShellFallback } from './shell/shell-fallback';

// The stored login must be in the store before the router runs the first guards.
hydrateSession();

export const queryClient = createQueryClient();

export const router = createBrowserRouter(
  buildRoutes({ Shell: AppShell, ErrorPage: RouteErrorPage, HydrateFallback: ShellFallback }),
);

onSessionEnded(() => logout((to, options) => router.navigate(to, options), desktopLogoutFace));

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
