// Login state (see docs/product-rules.md): userId and token in cookies and the store, userInfo and the login
// timestamp in local storage. Logged in = a userId and a token exist (see docs/product-rules.md).
import { SESSION_TTL_MS, STORAGE_KEYS, type ResultOf } from '@storefront/contracts';
import Cookies from 'js-cookie';
import { atom } from 'jotai';
import { appStore, type AppStore } from './store';
import { storageGet, storageGetJson, storageRemove, storageSet } from './web-storage';

/** What a login or sign-up reply carries (`mobileAndPasswordToLogin`, `registerS`), from the catalogue's schema. */
export type LoginResult = ResultOf<'mobileAndPasswordToLogin'>;
export type UserInfo = LoginResult['userInfo'];
/** What a session is made of: the reply's identity and profile (its loginTime is the client's own clock). */
export type SessionStart = Pick<LoginResult, 'userId' | 'token' | 'userInfo'>;

export interface Identity {
  uid: string;
  token: string;
}

export const USER_INFO_STORAGE_KEY = 'userInfo';
const COOKIE_OPTIONS = { path: '/', sameSite: 'lax', expires: SESSION_TTL_MS / 86_400_000 } as const;

/** Secure on https so the token never travels in clear; plain http (localhost, a LAN address) must still work. */
const pageProtocol = (): string => (typeof window === 'undefined' ? 'http:' : window.location.protocol);
export const sessionCookieOptions = (protocol: string = pageProtocol()) => ({
  ...COOKIE_OPTIONS,
  secure: protocol === 'https:',
});

export const userIdAtom = atom<string | null>(null);
export const tokenAtom = atom<string | null>(null);
export const userInfoAtom = atom<UserInfo | null>(null);
export const loginTimeAtom = atom<number | null>(null);
export const isLoggedInAtom = atom((get) => Boolean(get(userIdAtom) && get(tokenAtom)));

const isUserInfo = (value: unknown): value is UserInfo =>
  typeof value === 'object' && value !== null && typeof (value as UserInfo).nickname === 'string';

const readLoginTime = (): number | null => {
  const raw = Number(storageGet('local', STORAGE_KEYS.loginTime));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
};

/** Copies the stored login (cookies + local storage) into the store; called at start-up. */
export function hydrateSession(store: AppStore = appStore): void {
  store.set(userIdAtom, Cookies.get(STORAGE_KEYS.userIdCookie) || null);
  store.set(tokenAtom, Cookies.get(STORAGE_KEYS.tokenCookie) || null);
  store.set(userInfoAtom, storageGetJson('local', USER_INFO_STORAGE_KEY, isUserInfo));
  store.set(loginTimeAtom, readLoginTime());
}

/** The current identity, store first and cookies as the fallback (see docs/product-rules.md). Empty strings for visitors. */
export function getIdentity(store: AppStore = appStore): Identity {
  const uid = store.get(userIdAtom) ?? Cookies.get(STORAGE_KEYS.userIdCookie) ?? '';
  const token = store.get(tokenAtom) ?? Cookies.get(STORAGE_KEYS.tokenCookie) ?? '';
  return uid && token ? { uid, token } : { uid: '', token: '' };
}

export const isLoggedIn = (store: AppStore = appStore): boolean => getIdentity(store).token !== '';

export const getLoginTime = (store: AppStore = appStore): number | null =>
  store.get(loginTimeAtom) ?? readLoginTime();

/** A login older than SESSION_TTL_MS (or one without a timestamp at all) has expired. */
export function isSessionExpired(store: AppStore = appStore, now = Date.now()): boolean {
  if (!isLoggedIn(store)) return false;
  const loginTime = getLoginTime(store);
  return loginTime == null || now - loginTime > SESSION_TTL_MS;
}

export function saveSession(result: SessionStart, store: AppStore = appStore, now = Date.now()): void {
  const userId = String(result.userId);
  Cookies.set(STORAGE_KEYS.userIdCookie, userId, sessionCookieOptions());
  Cookies.set(STORAGE_KEYS.tokenCookie, result.token, sessionCookieOptions());
  storageSet('local', STORAGE_KEYS.loginTime, String(now));
  storageSet('local', USER_INFO_STORAGE_KEY, JSON.stringify(result.userInfo));
  store.set(userIdAtom, userId);
  store.set(tokenAtom, result.token);
  store.set(userInfoAtom, result.userInfo);
  store.set(loginTimeAtom, now);
}

/** Keeps the stored profile in step with getPersonalData (nickname changes, avatar …). */
export function updateUserInfo(info: UserInfo, store: AppStore = appStore): void {
  storageSet('local', USER_INFO_STORAGE_KEY, JSON.stringify(info));
  store.set(userInfoAtom, info);
}

/** Logout (see docs/product-rules.md): userId and token cookies, the login timestamp and the store are cleared. */
export function clearSession(store: AppStore = appStore): void {
  Cookies.remove(STORAGE_KEYS.userIdCookie, { path: '/' });
  Cookies.remove(STORAGE_KEYS.tokenCookie, { path: '/' });
  storageRemove('local', STORAGE_KEYS.loginTime);
  storageRemove('local', USER_INFO_STORAGE_KEY);
  store.set(userIdAtom, null);
  store.set(tokenAtom, null);
  store.set(userInfoAtom, null);
  store.set(loginTimeAtom, null);
}
