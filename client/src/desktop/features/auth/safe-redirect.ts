// Where to go after logging in: the `redirect` query if it is a path of this site, else /home.
// Anything else (another origin, //host, javascript:) is ignored so the login page cannot be used
// to send people elsewhere.
import { HOME_PATH, LOGIN_PATH, SIGN_UP_PATH } from '@storefront/contracts';

export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return HOME_PATH;
  const path = target.split(/[?#]/)[0];
  if (path === LOGIN_PATH || path === SIGN_UP_PATH) return HOME_PATH;
  return target;
}

/** A link to the other auth page that carries the same `redirect` query on. */
export function keepRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
