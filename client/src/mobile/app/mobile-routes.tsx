// The mobile route table: one lazily loaded page per MOBILE_ROUTES entry, under the shell; any
// other path under /m renders the 页面不存在 page.
import { MOBILE_BASE, MOBILE_ROUTES, type MobileRouteName } from '@storefront/contracts';
import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router-dom';
import { shellRoute } from '../../core/router/shell-route';
import { loginPathFor } from '../ui/login-redirect/login-redirect';
import { loadMobileNotFound, mobilePageImporters } from './page-importers';
import { retryablePage } from './retryable-page';
import { LOGIN_ONLY_PAGES, type MobileRouteHandle } from '../ui/route-handle/route-handle';

/**
 * A login-only page is gated in its loader, so every entry (a fresh load, back, a link) asks for
 * login the same way before the page or its calls start; the login page comes back here.
 */
const requireLogin =
  (isLoggedIn: () => boolean) =>
  ({ request }: { request: Request }) => {
    if (isLoggedIn()) return null;
    const url = new URL(request.url);
    const inside = url.pathname.startsWith(`${MOBILE_BASE}/`) ? url.pathname.slice(MOBILE_BASE.length) : '/';
    // Replace, not push: back from the login page must not land on the gate again.
    return replace(loginPathFor(inside, url.search));
  };

export interface MobileRouteOptions {
  Shell: ComponentType;
  /** Pages bundled with the shell instead of loaded lazily (首页: most visits land there). */
  eagerPages?: Partial<Record<MobileRouteName, ComponentType>>;
  ErrorPage: ComponentType;
  HydrateFallback?: ComponentType;
  importers?: typeof mobilePageImporters;
  /** Whether a shopper is logged in now; the login-only pages' gate asks it on every entry. */
  isLoggedIn: () => boolean;
}

export function buildMobileRoutes({
  Shell,
  ErrorPage,
  HydrateFallback,
  importers = mobilePageImporters,
  eagerPages = {},
  isLoggedIn,
}: MobileRouteOptions): RouteObject[] {
  const gate = requireLogin(isLoggedIn);
  const pages: RouteObject[] = MOBILE_ROUTES.map((route) => {
    const Eager = eagerPages[route.name];
    return {
      ...(route.path === '' ? { index: true } : { path: route.path }),
      handle: { name: route.name } satisfies MobileRouteHandle,
      ...(LOGIN_ONLY_PAGES.has(route.name) ? { loader: gate } : {}),
      Component: Eager ?? retryablePage(importers[route.name]),
      // A failing page keeps the tab bar and offers a retry; only a broken shell uses the root one.
      ErrorBoundary: ErrorPage,
    };
  });
  const notFound: RouteObject = {
    path: '*',
    handle: { name: 'notFound' } satisfies MobileRouteHandle,
    Component: retryablePage(loadMobileNotFound),
  };
  return [shellRoute({ Shell, ErrorPage, HydrateFallback, children: [...pages, notFound] })];
}
