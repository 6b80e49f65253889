// The shared client: a burst of code-52 replies ends the session once (see docs/product-rules.md), records the
// token failure and says 登录状态已失效 once; a page open to visitors stays, a login-only page asks for
// login with the way back; none of the replies reach the callers.
import { LOGOUT_MESSAGE, STORAGE_KEYS } from '@storefront/contracts';
import type { AxiosAdapter } from 'axios';
import Cookies from 'js-cookie';
import { SESSION_ENDED_NOTICE } from '../../core/state/session-end';
import { endDesktopSession } from './session-end';
import { getIdentity, hydrateSession, saveSession } from '../../core/state/session';
import { markSessionStarted } from '../../core/state/session-flags';
import { appStore } from '../../core/state/store';
import { attachToastDelivery, type ToastRequest } from '../ui/toast/toast-bus';
import { onSessionEnded, setTestAdapter } from '../../core/api/api-client';
import { call } from '../../core/api/call';
import { isIgnorableError } from '../../core/api/errors';

const sessionInvalid: AxiosAdapter = async (config) => ({
  data: { code: '52', msg: '登录已失效，请重新登录', result: null },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

describe('code 52 on the shared client', () => {
  let restore: () => void;
  let toasts: ToastRequest[];
  let detachToasts: () => void;
  const navigate = jest.fn();
  const router = { state: { location: { pathname: '/Goods', search: '?id=1001' } }, navigate };

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    navigate.mockReset();
    toasts = [];
    detachToasts = attachToastDelivery((t) => toasts.push(t));
    restore = setTestAdapter(sessionInvalid);
    router.state.location = { pathname: '/Goods', search: '?id=1001' };
    onSessionEnded(() => endDesktopSession(router));
    saveSession({
      userId: 5,
      token: 'token-five',
      userInfo: { uid: 5, nickname: '小五', mobile: '13800138000', avatarUrl: '' },
    });
    markSessionStarted();
  });

  afterEach(() => {
    restore();
    detachToasts();
    onSessionEnded(() => undefined);
  });

  it('keeps the shopper on a page open to visitors with one notice for many concurrent 52 replies', async () => {
    const outcomes = await Promise.allSettled([
      call('getCartNumber', { userId: 5 }),
      call('messageTotal', { uid: 5 }),
      call('getPersonalData', { uid: 5 }),
    ]);
    expect(outcomes.every((o) => o.status === 'rejected' && isIgnorableError(o.reason))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ message: SESSION_ENDED_NOTICE, kind: 'info' }]);
    expect(toasts.some((t) => t.message === LOGOUT_MESSAGE)).toBe(false);
  });

  it('sends a login-only page to /userLogin with the way back to the exact page, without a toast', async () => {
    router.state.location = { pathname: '/orders/orderDetails', search: '?orderId=7' };
    await call('getCartNumber', { userId: 5 }).catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/userLogin?redirect=%2Forders%2ForderDetails%3ForderId%3D7', {
      replace: true,
    });
    expect(toasts).toEqual([]);
  });

  it('sets the once-per-session flag to 2 and records the token failure', async () => {
    expect(sessionStorage.getItem(STORAGE_KEYS.logoutFlag)).toBe('1');
    await call('getCartNumber', { userId: 5 }).catch(() => undefined);
    expect(sessionStorage.getItem(STORAGE_KEYS.logoutFlag)).toBe('2');
    expect(sessionStorage.getItem(STORAGE_KEYS.tokenFailure)).toBe('1');
  });

  it('clears cookies, login time and the store on that logout', async () => {
    await call('getCartNumber', { userId: 5 }).catch(() => undefined);
    expect(Cookies.get(STORAGE_KEYS.userIdCookie)).toBeUndefined();
    expect(Cookies.get(STORAGE_KEYS.tokenCookie)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.loginTime)).toBeNull();
    hydrateSession(appStore);
    expect(getIdentity()).toEqual({ uid: '', token: '' });
  });

  it('ends the session again after a new login re-arms the flag', async () => {
    await call('getCartNumber', { userId: 5 }).catch(() => undefined);
    saveSession({
      userId: 5,
      token: 'token-five-b',
      userInfo: { uid: 5, nickname: '小五', mobile: '13800138000', avatarUrl: '' },
    });
    markSessionStarted();
    await call('getCartNumber', { userId: 5 }).catch(() => undefined);
    expect(toasts).toHaveLength(2);
  });
});
