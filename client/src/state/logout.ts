// Logout (see docs/product-rules.md): clear the session (cookies, login time, store), reset the counters, go to
// /userLogin and say 已退出登录. Used by the exit links and by the api layer on a code-52 reply.
import { LOGIN_PATH, LOGOUT_MESSAGE } from '@storefront/contracts';
import { showToast } from '../ui/toast/toast-bus';
import { forgetSession } from './forget-session';
import { appStore, type AppStore } from './store';

export type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

export function logout(navigate: Navigate, store: AppStore = appStore): void {
  forgetSession(store);
  showToast(LOGOUT_MESSAGE, 'success');
  void navigate(LOGIN_PATH, { replace: true });
}
