// Renders the real route table and page shell in a memory router, with the real api layer over a
// stub transport that answers catalogue calls by name (unstubbed calls answer '02').
import { catalogue, ok, parseForm, type EndpointName, type RouteEntry } from '@storefront/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'jotai';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setTestAdapter } from '../api/api-client';
import type { PageRegistry } from '../app/router/page-module';
import { buildRoutes } from '../app/router/routes';
import { AppShell } from '../app/shell/app-shell';
import { RouteErrorPage } from '../app/shell/route-error-page';
import { searchTextAtom, searchTypeAtom } from '../app/shell/search/search-type';
import { runtimeConfig } from '../config/runtime-config';
import { cartCountAtom, messageTotalsAtom } from '../state/counts';
import { miniProgramPopupAtom } from '../state/popups';
import { readSearchHistory, searchHistoryAtom } from '../state/search-history';
import { clearSession, hydrateSession, saveSession } from '../state/session';
import { markSessionStarted } from '../state/session-flags';
import { appStore } from '../state/store';

export type Stub = unknown | ((input: Record<string, unknown>) => unknown);
export type Stubs = Partial<Record<EndpointName, Stub>>;
/** A stub value that makes the call answer with this envelope as is (e.g. a '02' refusal). */
export const envelope = (body: { code: string; msg: string; result?: unknown }) => ({
  __envelope: { result: null, ...body },
});

const nameOfPath = new Map(
  Object.entries(catalogue as Record<string, RouteEntry>).map(([name, entry]) => [
    entry.path,
    name as EndpointName,
  ]),
);

export interface ShellCall {
  name: EndpointName;
  input: Record<string, unknown>;
}

function stubAdapter(stubs: Stubs, calls: ShellCall[]): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const name = nameOfPath.get(config.url ?? '');
    const input =
      typeof config.data === 'string'
        ? parseForm(config.data)
        : { ...(config.params as Record<string, unknown>) };
    delete input.reqId;
    const respond = (data: unknown): AxiosResponse => ({
      data,
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    if (!name) return respond({ code: '02', msg: '未知接口', result: null });
    calls.push({ name, input });
    const stub = stubs[name];
    if (stub === undefined) return respond({ code: '02', msg: '接口暂未实现', result: null });
    const value =
      typeof stub === 'function' ? await (stub as (i: Record<string, unknown>) => unknown)(input) : stub;
    if (value && typeof value === 'object' && '__envelope' in value)
      return respond((value as { __envelope: unknown }).__envelope);
    return respond(ok(value));
  };
}

export const DEMO_USER = {
  userId: 7,
  token: 'token-seven-0123456789abcdef0123',
  userInfo: { uid: 7, nickname: '小七', mobile: '13800138000' },
};

/** The shared store outlives a test: put every shell atom back to what a fresh page load has. */
function resetShellState(): void {
  clearSession(appStore);
  appStore.set(searchTypeAtom, runtimeConfig.enabledSearchTypes[0]!);
  appStore.set(searchTextAtom, '');
  appStore.set(searchHistoryAtom, readSearchHistory());
  appStore.set(cartCountAtom, 0);
  appStore.set(messageTotalsAtom, null);
  appStore.set(miniProgramPopupAtom, null);
}

/** Pages default to the placeholders, so shell tests do not depend on what the pages call. */
export function renderShell(
  url: string,
  {
    stubs = {},
    loggedIn = false,
    registry = {},
  }: { stubs?: Stubs; loggedIn?: boolean; registry?: PageRegistry } = {},
) {
  const calls: ShellCall[] = [];
  const restore = setTestAdapter(stubAdapter(stubs, calls));
  resetShellState();
  if (loggedIn) {
    saveSession(DEMO_USER, appStore);
    markSessionStarted();
  }
  hydrateSession(appStore);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    buildRoutes({ Shell: AppShell, ErrorPage: RouteErrorPage, HydrateFallback: () => null, registry }),
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return {
    ...view,
    router,
    calls,
    callsOf: (name: EndpointName) => calls.filter((c) => c.name === name).map((c) => c.input),
    cleanup: () => {
      view.unmount();
      restore();
      queryClient.clear();
    },
  };
}

/**
 * What jsdom lacks and the shell uses: ResizeObserver (Radix's popper places menus with it) and
 * window.scrollTo (ScrollRestoration, back-to-top), here a scrollTo that moves window.scrollY.
 */
export function installDomShims(): void {
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  window.scrollTo = ((x?: number | ScrollToOptions, y?: number) => {
    const top = typeof x === 'object' ? (x.top ?? 0) : (y ?? 0);
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
  }) as typeof window.scrollTo;
}

export function setScroll(scrollY: number, innerHeight = 800): void {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}
