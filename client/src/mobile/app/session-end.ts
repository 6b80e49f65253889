// What a code-52 reply does in the mobile shop: core/state/session-end.ts's rule with the phone's
// toast, its login-only pages and /m/login. A background call (the cart badge, a count) answering 52
// on a public page never takes the shopper away from what they were looking at.
import { MOBILE_BASE } from '@storefront/contracts';
import { endSession, SESSION_ENDED_NOTICE } from '../../core/state/session-end';
import type { AppStore } from '../../core/state/store';
import { showToast } from '../ui/toast/toast-bus';
import { loginPathFor } from '../ui/login-redirect/login-redirect';
import { LOGIN_ONLY_PAGES, type MobileRouteHandle } from '../ui/route-handle/route-handle';

export interface RouterLike {
  state: {
    location: { pathname: string; search: string };
    matches: readonly { route: { handle?: unknown } }[];
  };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/** The router's location carries the /m basename; the login hand-over wants the path inside it. */
const withinMobileShop = (pathname: string): string => {
  if (pathname === MOBILE_BASE) return '/';
  return pathname.startsWith(`${MOBILE_BASE}/`) ? pathname.slice(MOBILE_BASE.length) : pathname;
};

const currentPageName = (router: RouterLike): MobileRouteHandle['name'] | undefined => {
  const { matches } = router.state;
  return (matches[matches.length - 1]?.route.handle as MobileRouteHandle | undefined)?.name;
};

/** Sends the shopper to /m/login, which comes back to the current page; a no-op on /m/login. */
export function askForLogin(router: RouterLike): void {
  const { search } = router.state.location;
  const pathname = withinMobileShop(router.state.location.pathname);
  if (pathname === '/login') return;
  void router.navigate(loginPathFor(pathname, search), { replace: true });
}

export function endMobileSession(store: AppStore, router: RouterLike): void {
  endSession(
    {
      notify: () => showToast(SESSION_ENDED_NOTICE),
      onLoginOnlyPage: () => {
        const page = currentPageName(router);
        return page !== undefined && LOGIN_ONLY_PAGES.has(page);
      },
      askForLogin: () => askForLogin(router),
    },
    store,
  );
}
