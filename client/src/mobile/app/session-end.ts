// What a code-52 reply does in the mobile shop: the session is cleared once (the api layer's
// once-per-session rule), the shopper is told, and sent to /m/login with the page to come back to.
import { LOGOUT_MESSAGE, MOBILE_BASE } from '@storefront/contracts';
import { cartCountAtom, messageTotalsAtom } from '../../core/state/counts';
import { clearSession, isLoggedIn } from '../../core/state/session';
import type { AppStore } from '../../core/state/store';
import { showToast } from '../ui/toast/toast-bus';
import { loginPathFor } from './login-redirect';

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/** The router's location carries the /m basename; the login hand-over wants the path inside it. */
const withinMobileShop = (pathname: string): string => {
  if (pathname === MOBILE_BASE) return '/';
  return pathname.startsWith(`${MOBILE_BASE}/`) ? pathname.slice(MOBILE_BASE.length) : pathname;
};

export function endMobileSession(store: AppStore, router: RouterLike): void {
  const hadSession = isLoggedIn(store);
  clearSession(store);
  store.set(cartCountAtom, 0);
  store.set(messageTotalsAtom, null);
  showToast(hadSession ? LOGOUT_MESSAGE : '请先登录');
  const { search } = router.state.location;
  const pathname = withinMobileShop(router.state.location.pathname);
  // Already on the login page (a stale call answered 52 there): stay, keep its redirect.
  if (pathname === '/login') return;
  void router.navigate(loginPathFor(pathname, search), { replace: true });
}
