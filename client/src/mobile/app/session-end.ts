// What a code-52 reply does in the mobile shop: the session is cleared once (the api layer's
// once-per-session rule), the shopper is told, and sent to /m/login with the page to come back to.
import { LOGOUT_MESSAGE } from '@storefront/contracts';
import { cartCountAtom, messageTotalsAtom } from '../../state/counts';
import { clearSession, isLoggedIn } from '../../state/session';
import type { AppStore } from '../../state/store';
import { showToast } from '../ui/toast/toast-bus';
import { loginPathFor } from './login-redirect';

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

export function endMobileSession(store: AppStore, router: RouterLike): void {
  const hadSession = isLoggedIn(store);
  clearSession(store);
  store.set(cartCountAtom, 0);
  store.set(messageTotalsAtom, null);
  showToast(hadSession ? LOGOUT_MESSAGE : '请先登录');
  const { pathname, search } = router.state.location;
  // Already on the login page (a stale call answered 52 there): stay, keep its redirect.
  if (pathname === '/login') return;
  void router.navigate(loginPathFor(pathname, search), { replace: true });
}
