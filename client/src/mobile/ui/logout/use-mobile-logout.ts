// 退出登录 in the mobile shop: core's logout (session, counters, cache), said with the phone's toast,
// then the phone's login page.
import { useLogout } from '../../../core/state/use-logout';
import type { LogoutFace } from '../../../core/state/logout';
import { showToast } from '../toast/toast-bus';

const mobileLogoutFace: LogoutFace = { notify: showToast, loginPath: '/login' };

export const useMobileLogout = (): (() => void) => useLogout(mobileLogoutFace);
