import { SESSION_TTL_MS, STORAGE_KEYS } from '@storefront/contracts';
import { createStore } from 'jotai';
import Cookies from 'js-cookie';
import {
  clearSession,
  getIdentity,
  hydrateSession,
  isLoggedIn,
  isSessionExpired,
  saveSession,
  userInfoAtom,
} from './session';

const result = {
  userId: 12,
  token: 'tok-12',
  userInfo: { uid: 12, nickname: '十二', mobile: '13900139000', avatarUrl: '' },
};

describe('session state', () => {
  beforeEach(() => {
    clearSession(createStore());
    localStorage.clear();
  });

  it('keeps userId and token in cookies and the store, userInfo and the login time in local storage', () => {
    const store = createStore();
    saveSession(result, store, 1_700_000_000_000);
    expect(Cookies.get(STORAGE_KEYS.userIdCookie)).toBe('12');
    expect(Cookies.get(STORAGE_KEYS.tokenCookie)).toBe('tok-12');
    expect(localStorage.getItem(STORAGE_KEYS.loginTime)).toBe('1700000000000');
    expect(getIdentity(store)).toEqual({ uid: '12', token: 'tok-12' });
    expect(store.get(userInfoAtom)?.nickname).toBe('十二');
  });

  it('recognises a stored login in a fresh store (a reload) from the cookies', () => {
    saveSession(result, createStore());
    const reloaded = createStore();
    expect(isLoggedIn(reloaded)).toBe(true);
    hydrateSession(reloaded);
    expect(reloaded.get(userInfoAtom)?.mobile).toBe('13900139000');
  });

  it('counts a login as expired 24 hours after its timestamp, or when the timestamp is missing', () => {
    const store = createStore();
    const t0 = 1_700_000_000_000;
    saveSession(result, store, t0);
    expect(isSessionExpired(store, t0 + SESSION_TTL_MS)).toBe(false);
    expect(isSessionExpired(store, t0 + SESSION_TTL_MS + 1)).toBe(true);
    localStorage.removeItem(STORAGE_KEYS.loginTime);
    expect(isSessionExpired(createStore(), t0)).toBe(true);
  });

  it('is a visitor after clearSession', () => {
    const store = createStore();
    saveSession(result, store);
    clearSession(store);
    expect(isLoggedIn(store)).toBe(false);
    expect(getIdentity(createStore())).toEqual({ uid: '', token: '' });
  });
});
