// The desktop's side of 退出登录: a success toast, then /userLogin (core/state/logout.ts does the rest).
import { LOGIN_PATH } from '@storefront/contracts';
import type { LogoutFace } from '../../core/state/logout';
import { useLogout } from '../../core/state/use-logout';
import { showToast } from '../ui/toast/toast-bus';

export const desktopLogoutFace: LogoutFace = {
  notify: (message) => showToast(message, 'success'),
  loginPath: LOGIN_PATH,
};

export const useDesktopLogout = (): (() => void) => useLogout(desktopLogoutFace);
