// The route table: every SPA_ROUTES entry (see docs/product-rules.md), each lazily loaded, each guarded in its loader;
// `/` redirects to /home and any other path renders page404.
import { reloadOnceForChunk } from '../../../core/router/chunk-reload';
import { shellRoute } from '../../../core/router/shell-route';
import { HOME_PATH, NOT_FOUND_PATH, SPA_ROUTES, findSpaRoute, type SpaRoute } from '@storefront/contracts';
import type { ComponentType } from 'react';
import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { appStore, type AppStore } from '../../../core/state/store';
import { loadPage404, loadPlaceholderPage, pageRegistry } from '../page-registry/page-registry';
import { PageLoadFailure } from '../shell/page-load-failure';
import { guardLoader } from './guards';
import type { PageImporter, PageRegistry } from './page-module';
import type { RouteHandle } from './use-current-route';

export interface RouteTableOptions {
  registry?: PageRegistry;
  store?: AppStore;
  userAgent?: () => string;
  /** The layout route's element: the page shell (tests may pass a bare outlet). */
  Shell: ComponentType;
  ErrorPage: ComponentType;
  HydrateFallback?: ComponentType;
}

// The handle (route entry + the page's own handle) comes with the lazy module, so a page can ask
// for the minimal layout without the table knowing about it. A page whose script cannot load reloads
// the document once (core/router/chunk-reload.ts), then shows 页面加载失败 with 重新加载 in the shell.
function lazyPage(load: PageImporter, handle: RouteHandle) {
  return async () => {
    try {
      const page = await load();
      return { Component: page.default, handle: { ...handle, ...page.handle } };
    } catch (error) {
      // The document is being reloaded: nothing to render meanwhile.
      if (reloadOnceForChunk(error)) await new Promise<never>(() => {});
      return { Component: PageLoadFailure, handle };
    }
  };
}

function importerFor(route: SpaRoute, registry: PageRegistry): PageImporter {
  if (route.path === NOT_FOUND_PATH) return loadPage404;
  return registry[route.name as keyof PageRegistry] ?? loadPlaceholderPage;
}

export function buildRoutes({
  registry = pageRegistry,
  store = appStore,
  userAgent,
  Shell,
  ErrorPage,
  HydrateFallback,
}: RouteTableOptions): RouteObject[] {
  const pages: RouteObject[] = SPA_ROUTES.map((route) => ({
    path: route.path,
    // Per docs/product-rules.md: paths are exact, so /classify is not /Classify (the server agrees and sends 404).
    caseSensitive: true,
    loader: guardLoader(route, store, userAgent),
    lazy: lazyPage(importerFor(route, registry), { route }),
    // Page errors render inside the shell; only a broken shell falls back to the root boundary.
    ErrorBoundary: ErrorPage,
  }));
  const children: RouteObject[] = [
    // The loader redirects before anything renders; the element covers a loader-less render.
    { index: true, loader: () => redirect(HOME_PATH), element: <Navigate to={HOME_PATH} replace /> },
    ...pages,
    {
      path: '*',
      loader: guardLoader(undefined, store, userAgent),
      lazy: lazyPage(loadPage404, { notFound: true, route: findSpaRoute(NOT_FOUND_PATH) }),
      ErrorBoundary: ErrorPage,
    },
  ];
  return [shellRoute({ Shell, ErrorPage, HydrateFallback, children })];
}
