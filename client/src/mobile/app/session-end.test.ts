import { createStore } from 'jotai';
import { cartCountAtom } from '../../core/state/badge-counts';
import { isLoggedInAtom, saveSession } from '../../core/state/session';
import { onToast } from '../ui/toast/toast-bus';
import type { MobileRouteHandle } from '../ui/route-handle/route-handle';
import { askForLogin, endMobileSession } from './session-end';

const routerAt = (name: MobileRouteHandle['name'], pathname: string, search = '') => {
  const navigate = jest.fn();
  const matches = [{ route: {} }, { route: { handle: { name } } }];
  return { router: { state: { location: { pathname, search }, matches }, navigate }, navigate };
};

const loggedInStore = () => {
  const store = createStore();
  saveSession(
    { userId: 5, token: 't', userInfo: { uid: 5, nickname: '小明', mobile: '13800138000', avatarUrl: '' } },
    store,
  );
  store.set(cartCountAtom, 3);
  return store;
};

const collectToasts = () => {
  const toasts: string[] = [];
  const stop = onToast((m) => toasts.push(m.text));
  return { toasts, stop };
};

describe('a code-52 reply in the mobile shop', () => {
  it('on a login-only page ends the session and sends to /m/login with the page to come back to', () => {
    const store = loggedInStore();
    const { toasts, stop } = collectToasts();
    const { router, navigate } = routerAt('checkout', '/m/checkout', '?source=cart');

    endMobileSession(store, router);
    stop();

    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(cartCountAtom)).toBe(0);
    expect(toasts).toEqual(['登录状态已失效，请重新登录']);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fm%2Fcheckout%3Fsource%3Dcart', {
      replace: true,
    });
  });

  it('on a public page (a background call such as the cart badge) only ends the session', () => {
    const store = loggedInStore();
    const { toasts, stop } = collectToasts();
    const { router, navigate } = routerAt('goods', '/m/goods/1001');
    endMobileSession(store, router);
    stop();
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(toasts).toEqual(['登录状态已失效，请重新登录']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says nothing to a visitor browsing a public page', () => {
    const { toasts, stop } = collectToasts();
    const { router, navigate } = routerAt('home', '/m');
    endMobileSession(createStore(), router);
    stop();
    expect(toasts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('asking for login after a refused action', () => {
  it('comes back to the page the action was on', () => {
    const { router, navigate } = routerAt('goods', '/m/goods/1001', '?sku=2');
    askForLogin(router);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fm%2Fgoods%2F1001%3Fsku%3D2', { replace: true });
  });

  it('comes back to the home page from /m itself and leaves the login page where it is', () => {
    const home = routerAt('home', '/m');
    askForLogin(home.router);
    expect(home.navigate).toHaveBeenCalledWith('/login?redirect=%2Fm', { replace: true });
    const login = routerAt('login', '/m/login', '?redirect=%2Fm%2Fcart');
    askForLogin(login.router);
    expect(login.navigate).not.toHaveBeenCalled();
  });
});
