// Route guards (see docs/product-rules.md), run in loaders so a page never renders for a visitor it would send away.
// The decision is a pure function of the request and the session; the loader applies it.
import {
  HOME_PATH,
  LOGIN_PATH,
  SIGN_UP_PATH,
  isMobileDevice,
  mobilePathFor,
  onMobileSite,
  type SpaRoute,
} from '@storefront/contracts';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router-dom';
import { runtimeConfig } from '../../../core/config/runtime-config';
import { clearSession, isLoggedIn, isSessionExpired } from '../../../core/state/session';
import { appStore, type AppStore } from '../../../core/state/store';

export interface GuardInput {
  pathname: string;
  search: string;
  /** The SPA route being entered; undefined for an unknown path (page404). */
  route: Pick<SpaRoute, 'path' | 'requireAuth' | 'desktopOnMobile'> | undefined;
  userAgent: string;
  /** navigator.maxTouchPoints: tells an iPad sending a Mac's user agent from a Mac. */
  maxTouchPoints?: number;
  loggedIn: boolean;
  expired: boolean;
}

export type GuardDecision =
  | { kind: 'allow'; clearSession?: boolean }
  | { kind: 'redirect'; to: string; clearSession?: boolean }
  /** Leave the SPA: the mobile site is another document. */
  | { kind: 'leave'; to: string };

const GUEST_ONLY = new Set<string>([LOGIN_PATH, SIGN_UP_PATH]);

export const loginPathFor = (pathname: string, search: string): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;

export function decideGuard(
  input: GuardInput,
  mobileSiteUrl: string = runtimeConfig.mobileSiteUrl,
): GuardDecision {
  const { pathname, search, route, userAgent, maxTouchPoints } = input;
  // 1. Device check: mobile agents go to the matching page of the mobile site, except on the two
  // listed pages (the same map as the server's redirect, which cannot see an iPad posing as a Mac).
  if (isMobileDevice(userAgent, maxTouchPoints) && !route?.desktopOnMobile)
    return { kind: 'leave', to: onMobileSite(mobilePathFor(pathname, search), mobileSiteUrl) };

  // 2. A login older than 24 h is cleared and the user sent to log in again.
  const { loggedIn } = input;
  if (loggedIn && input.expired) {
    if (pathname === LOGIN_PATH) return { kind: 'allow', clearSession: true };
    return { kind: 'redirect', to: loginPathFor(pathname, search), clearSession: true };
  }

  // 3. Login and sign-up make no sense while logged in.
  if (loggedIn && GUEST_ONLY.has(pathname)) return { kind: 'redirect', to: HOME_PATH };

  // 4. Login-only pages need a token; the login page brings the user back afterwards.
  if (route?.requireAuth && !loggedIn) return { kind: 'redirect', to: loginPathFor(pathname, search) };

  return { kind: 'allow' };
}

const currentUserAgent = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent);
const currentTouchPoints = (): number => (typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints);

/** The loader every route gets: applies decideGuard to the live session. */
export function guardLoader(
  route: GuardInput['route'],
  store: AppStore = appStore,
  userAgent: () => string = currentUserAgent,
  maxTouchPoints: () => number = currentTouchPoints,
) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = decideGuard({
      pathname: url.pathname,
      search: url.search,
      route,
      userAgent: userAgent(),
      maxTouchPoints: maxTouchPoints(),
      loggedIn: isLoggedIn(store),
      expired: isSessionExpired(store),
    });
    if (decision.kind === 'leave') throw redirectDocument(decision.to);
    if (decision.clearSession) clearSession(store);
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
