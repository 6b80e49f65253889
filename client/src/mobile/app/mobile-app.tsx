// Providers and the router of the mobile shop. It shares the desktop's data layer and store (same
// session cookies, same query rules), never its components.
import { MOBILE_BASE } from '@storefront/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { onNotice, onSessionEnded } from '../../core/api/api-client';
import { createQueryClient } from '../../core/api/query-client';
import { hydrateSession, isLoggedIn } from '../../core/state/session';
import { askForLoginOnRefusedWrites } from '../../core/state/session-end';
import { appStore } from '../../core/state/store';
import HomePage from '../pages/home/home-page';
import { showToast } from '../ui/toast/toast-bus';
import { buildMobileRoutes } from './mobile-routes';
import { MobileShell } from './mobile-shell';
import { RouteErrorPage } from './route-error-page';
import { ShellFallback } from './shell-fallback';
import { askForLogin, endMobileSession } from './session-end';

// The stored login must be in the store before the first page asks for anything.
hydrateSession();

export const queryClient = createQueryClient();

export const router = createBrowserRouter(
  buildMobileRoutes({
    Shell: MobileShell,
    ErrorPage: RouteErrorPage,
    HydrateFallback: ShellFallback,
    // 首页 comes with the shell: no second round trip before the page most visits land on.
    eagerPages: { home: HomePage },
    isLoggedIn: () => isLoggedIn(appStore),
  }),
  { basename: MOBILE_BASE },
);

onSessionEnded(() => endMobileSession(appStore, router));
onNotice(showToast);

// A shopper's own action (add to cart, submit, take a coupon) refused with 52 needs an account:
// that, unlike a background read, asks for login and comes back to the page afterwards.
askForLoginOnRefusedWrites(queryClient, () => askForLogin(router));

export function MobileApp() {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
