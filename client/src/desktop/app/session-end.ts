// What a code-52 reply does on the desktop: core/state/session-end.ts's rule with the desktop's
// notice (登录状态已失效, once; the login page says it itself), its login-only routes (SPA_ROUTES'
// requireAuth) and /userLogin?redirect=<the exact page>.
import { LOGIN_PATH, findSpaRoute } from '@storefront/contracts';
import { endSession, SESSION_ENDED_NOTICE } from '../../core/state/session-end';
import { appStore, type AppStore } from '../../core/state/store';
import { showToast } from '../ui/toast/toast-bus';
import { loginPathFor } from './router/guards';

export interface DesktopRouterLike {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/** Sends the shopper to /userLogin, which comes back to the current page; a no-op on /userLogin. */
export function askForDesktopLogin(router: DesktopRouterLike): void {
  const { pathname, search } = router.state.location;
  if (pathname === LOGIN_PATH) return;
  void router.navigate(loginPathFor(pathname, search), { replace: true });
}

export function endDesktopSession(router: DesktopRouterLike, store: AppStore = appStore): void {
  endSession(
    {
      notify: (leaving) => {
        if (!leaving) showToast(SESSION_ENDED_NOTICE, 'info');
      },
      onLoginOnlyPage: () => findSpaRoute(router.state.location.pathname)?.requireAuth === true,
      askForLogin: () => askForDesktopLogin(router),
    },
    store,
  );
}
