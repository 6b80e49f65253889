// The device check, done before any HTML is sent: mobile browsers go to the mobile site, except
// on the two pages that also work on phones. Only page navigations are redirected; files, the API and
// the probes are served to everyone.
import type { RequestHandler } from 'express';
import { findSpaRoute, isMobileUserAgent } from '@storefront/contracts';

/** Does this GET ask for an HTML page of the SPA (a route, the root or an unknown page)? */
const isPageNavigation = (pathname: string): boolean => !/\.[A-Za-z0-9]+$/.test(pathname);

export const mobileRedirect = (mobileSiteUrl: string, exemptPaths: readonly string[]): RequestHandler => {
  const exempt = new Set(exemptPaths);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPageNavigation(req.path)) return next();
    const route = findSpaRoute(req.path);
    if (exempt.has(req.path) || route?.desktopOnMobile) return next();
    // Caches must keep the desktop and mobile answers apart.
    res.vary('User-Agent');
    if (isMobileUserAgent(req.get('user-agent'))) {
      res.set('Cache-Control', 'no-store');
      res.redirect(302, mobileSiteUrl);
      return;
    }
    next();
  };
};
