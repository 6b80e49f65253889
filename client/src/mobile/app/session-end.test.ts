import { createStore } from 'jotai';
import { cartCountAtom } from '../../core/state/counts';
import { isLoggedInAtom, saveSession } from '../../core/state/session';
import { onToast } from '../ui/toast/toast-bus';
import { endMobileSession } from './session-end';

const routerAt = (pathname: string, search = '') => {
  const navigate = jest.fn();
  return { router: { state: { location: { pathname, search } }, navigate }, navigate };
};

describe('a code-52 reply in the mobile shop', () => {
  it('ends the session and sends to /m/login with the page to come back to', () => {
    const store = createStore();
    saveSession(
      { userId: 5, token: 't', userInfo: { uid: 5, nickname: '小明', mobile: '13800138000', avatarUrl: '' } },
      store,
    );
    store.set(cartCountAtom, 3);
    const toasts: string[] = [];
    const stop = onToast((m) => toasts.push(m.text));
    const { router, navigate } = routerAt('/m/checkout', '?source=cart');

    endMobileSession(store, router);
    stop();

    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(cartCountAtom)).toBe(0);
    expect(toasts).toEqual(['已退出登录']);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fm%2Fcheckout%3Fsource%3Dcart', {
      replace: true,
    });
  });

  it('asks a visitor to log in and leaves the login page where it is', () => {
    const store = createStore();
    const toasts: string[] = [];
    const stop = onToast((m) => toasts.push(m.text));
    const { router, navigate } = routerAt('/m/login', '?redirect=%2Fm%2Fcart');
    endMobileSession(store, router);
    stop();
    expect(toasts).toEqual(['请先登录']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('comes back to the home page from /m itself', () => {
    const store = createStore();
    const { router, navigate } = routerAt('/m');
    endMobileSession(store, router);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fm', { replace: true });
  });
});
