// The device check, done before any HTML is sent: mobile browsers go to the matching page of the
// mobile shop (contracts' mobilePathFor: a product to its mobile page, a search to the mobile search
// …), except on the two pages that also work on phones. Only page navigations are redirected; files,
// the API, the probes and the mobile shop itself are served to everyone.
import type { RequestHandler } from 'express';
import {
  findSpaRoute,
  isMobileSitePath,
  isMobileUserAgent,
  mobilePathFor,
  onMobileSite,
} from '@storefront/contracts';

/** Does this GET ask for an HTML page of the SPA (a route, the root or an unknown page)? */
const isPageNavigation = (pathname: string): boolean => !/\.[A-Za-z0-9]+$/.test(pathname);

export const mobileRedirect =
  (mobileSiteUrl: string): RequestHandler =>
  (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPageNavigation(req.path)) return next();
    if (isMobileSitePath(req.path) || findSpaRoute(req.path)?.desktopOnMobile) return next();
    // Caches must keep the desktop and mobile answers apart.
    res.vary('User-Agent');
    if (isMobileUserAgent(req.get('user-agent'))) {
      const queryStart = req.originalUrl.indexOf('?');
      const search = queryStart >= 0 ? req.originalUrl.slice(queryStart) : '';
      res.set('Cache-Control', 'no-store');
      res.redirect(302, onMobileSite(mobilePathFor(req.path, search), mobileSiteUrl));
      return;
    }
    next();
  };
