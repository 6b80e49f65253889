// The mobile route table: one lazily loaded page per MOBILE_ROUTES entry, under the shell; any
// other path under /m renders the 页面不存在 page.
import { MOBILE_ROUTES, type MobileRouteName } from '@storefront/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadMobileNotFound, mobilePageImporters, type MobilePageImporter } from './page-importers';
import type { MobileRouteHandle } from './route-handle';

const lazyPage = (load: MobilePageImporter) => async () => ({ Component: (await load()).default });

export interface MobileRouteOptions {
  Shell: ComponentType;
  /** Pages bundled with the shell instead of loaded lazily (首页: most visits land there). */
  eagerPages?: Partial<Record<MobileRouteName, ComponentType>>;
  ErrorPage: ComponentType;
  HydrateFallback?: ComponentType;
  importers?: typeof mobilePageImporters;
}

export function buildMobileRoutes({
  Shell,
  ErrorPage,
  HydrateFallback,
  importers = mobilePageImporters,
  eagerPages = {},
}: MobileRouteOptions): RouteObject[] {
  const pages: RouteObject[] = MOBILE_ROUTES.map((route) => {
    const Eager = eagerPages[route.name];
    return {
      ...(route.path === '' ? { index: true } : { path: route.path }),
      handle: { name: route.name } satisfies MobileRouteHandle,
      ...(Eager ? { Component: Eager } : { lazy: lazyPage(importers[route.name]) }),
      // A failing page keeps the tab bar and offers a retry; only a broken shell uses the root one.
      ErrorBoundary: ErrorPage,
    };
  });
  return [
    {
      id: 'root',
      Component: Shell,
      ErrorBoundary: ErrorPage,
      HydrateFallback,
      children: [
        ...pages,
        {
          path: '*',
          handle: { name: 'notFound' } satisfies MobileRouteHandle,
          lazy: lazyPage(loadMobileNotFound),
        },
      ],
    },
  ];
}
