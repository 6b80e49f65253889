// Forgets who was logged in: the session (cookies, login time, store) and the counters that belong
// to it. The desktop's logout and the mobile shop's 退出登录 both start here.
import { cartCountAtom, messageTotalsAtom } from './badge-counts';
import { clearSession } from './session';
import { appStore, type AppStore } from './store';

export function forgetSession(store: AppStore = appStore): void {
  clearSession(store);
  store.set(cartCountAtom, 0);
  store.set(messageTotalsAtom, null);
}
