// Which MOBILE_ROUTES entry a path under MOBILE_BASE is, so the server can answer a known mobile page
// with 200 and anything else under /m with 404 (the mobile shop then shows its 页面不存在 page).
import { MOBILE_BASE, MOBILE_ROUTES, type MobileRouteName } from './mobile-routes.js';

const patterns = MOBILE_ROUTES.map((route) => ({
  name: route.name as MobileRouteName,
  // `:param` is one non-empty segment; the rest is literal.
  regex: new RegExp(
    `^${MOBILE_BASE}${route.path ? `/${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}` : ''}/?$`,
  ),
}));

/** True for MOBILE_BASE and any path below it. */
export const isMobileSitePath = (pathname: string): boolean =>
  pathname === MOBILE_BASE || pathname.startsWith(`${MOBILE_BASE}/`);

/** The route's name, or undefined for a path that is not a mobile page. */
export const findMobileRoute = (pathname: string): MobileRouteName | undefined =>
  patterns.find((pattern) => pattern.regex.test(pathname))?.name;
