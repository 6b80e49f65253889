// Logout (see docs/product-rules.md), the same for both faces: forget the session and its counters,
// say 已退出登录 the face's own way and go to the face's login page. The face passes how it says a
// thing and where its login page is, so this file knows neither face.
import { LOGOUT_MESSAGE } from '@storefront/contracts';
import { forgetSession } from './forget-session';
import { appStore, type AppStore } from './store';

export type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/** What a face brings to a logout: its way of saying a message and its login page. */
export interface LogoutFace {
  notify: (message: string) => void;
  loginPath: string;
}

export function logout(navigate: Navigate, face: LogoutFace, store: AppStore = appStore): void {
  forgetSession(store);
  face.notify(LOGOUT_MESSAGE);
  void navigate(face.loginPath, { replace: true });
}
