// The hand-over between any page and /m/login: `redirect` carries the full mobile path to come back
// to (`/m/goods/12?x=1`). Only paths inside the mobile shop are honoured, so a crafted link cannot
// send a shopper elsewhere after login.
import { MOBILE_BASE } from '@storefront/contracts';

export const LOGIN_ROUTE = '/login';

/** Router path of the login page that returns to `pathname + search` (both relative to /m). */
export function loginPathFor(pathname: string, search = ''): string {
  return `${LOGIN_ROUTE}?redirect=${encodeURIComponent(`${MOBILE_BASE}${pathname === '/' ? '' : pathname}${search}`)}`;
}

/**
 * The router path (relative to /m) that a `redirect` value asks for, or '/' (the home page) when it
 * is missing or points outside the mobile shop.
 */
export function redirectTarget(redirect: string | null | undefined): string {
  if (!redirect) return '/';
  const value = redirect.trim();
  if (value === MOBILE_BASE) return '/';
  if (!value.startsWith(`${MOBILE_BASE}/`) && !value.startsWith(`${MOBILE_BASE}?`)) return '/';
  const rest = value.slice(MOBILE_BASE.length);
  // '//host' or '/\host' would leave the origin; a login page must not come back to itself.
  if (rest.startsWith('//') || rest.startsWith('/\\')) return '/';
  const path = rest.startsWith('?') ? `/${rest}` : rest;
  if (path === LOGIN_ROUTE || path.startsWith(`${LOGIN_ROUTE}?`)) return '/';
  return path;
}
