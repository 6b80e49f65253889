// The one harness for client component tests. Pages run their real call code: the shared axios
// client keeps its interceptors (header, reqId, form encoding, code handling) and only the transport
// answers, by catalogue name, from the stubs a test gives. Pages render with the app's jotai store, a
// fresh query client and a memory router whose location a test can read; the shell renders the real
// route table. Call resetHarness() after each test: the store and the transport outlive a render.
import './browser-stubs';
import {
  catalogue,
  parseForm,
  STORAGE_KEYS,
  type EndpointName,
  type RouteEntry,
} from '@storefront/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { render, screen } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'jotai';
import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { setTestAdapter } from '../core/api/api-client';
import type { PageRegistry } from '../desktop/app/router/page-module';
import { buildRoutes } from '../desktop/app/router/routes';
import { AppShell } from '../desktop/app/shell/app-shell';
import { RouteErrorPage } from '../desktop/app/shell/route-error-page';
import { searchTextAtom, searchTypeAtom } from '../desktop/app/shell/search/search-type';
import { runtimeConfig } from '../core/config/runtime-config';
import { cartCountAtom, messageTotalsAtom } from '../core/state/badge-counts';
import { miniProgramPopupAtom } from '../desktop/app/shell/popups/popups';
import { readSearchHistory, searchHistoryAtom } from '../core/state/search-history';
import { clearSession, hydrateSession, saveSession } from '../core/state/session';
import { markSessionStarted } from '../core/state/session-flags';
import { appStore } from '../core/state/store';
import { attachToastDelivery } from '../desktop/ui/toast/toast-bus';

// ---- the stub transport ----

/** Returned or thrown by a stub: the reply gets this code and message instead of a result. */
export class Reply {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly errors?: Record<string, string>,
  ) {}
}
/** A business refusal (code 02) with its Chinese message. */
export const refuse = (msg = '操作失败') => new Reply('02', msg);
/** A code-03 reply with field errors. */
export const invalid = (errors: Record<string, string>) => new Reply('03', '请求参数有误', errors);
/** A success whose msg matters (the SMS send reply carries the demo code in it). */
export class OkWithMessage {
  constructor(
    readonly result: unknown,
    readonly msg: string,
  ) {}
}
/** Answering with this makes the request fail without a reply (network down). */
export const NETWORK_DOWN = Symbol('network down');

// Inputs arrive as qs-parsed form values (strings, arrays, nested objects); tests read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StubHandler = (input: Record<string, any>) => unknown;
/** A stub is the result itself, or a function of the decoded input returning it (or a marker above). */
export type ApiStubs = Partial<
  Record<EndpointName, StubHandler | object | string | number | boolean | symbol | null>
>;

export interface RecordedCall {
  name: EndpointName;
  input: Record<string, unknown>;
}

const byRoute = new Map<string, EndpointName>(
  Object.entries(catalogue as Record<string, RouteEntry>).map(([name, entry]) => [
    `${entry.method} ${entry.path}`,
    name as EndpointName,
  ]),
);

function inputOf(config: InternalAxiosRequestConfig): Record<string, unknown> {
  const input =
    (config.method ?? 'get').toUpperCase() === 'GET'
      ? { ...(config.params as Record<string, unknown>) }
      : typeof FormData !== 'undefined' && config.data instanceof FormData
        ? Object.fromEntries(config.data.entries())
        : typeof config.data === 'string'
          ? parseForm(config.data)
          : {};
  delete input.reqId;
  return input;
}

const envelope = (config: InternalAxiosRequestConfig, data: unknown): AxiosResponse => ({
  data,
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

let restoreTransport: (() => void) | null = null;

/**
 * Installs the stub transport (until resetHarness or the returned restore). Stubs are read at call
 * time, so a test may change `handlers` later. Calls without a stub answer 02 接口暂未实现, as the mock
 * does for a missing handler.
 */
export function mockApi(stubs: ApiStubs = {}) {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = (config.url ?? '').split('?')[0] ?? '';
    const name = byRoute.get(`${(config.method ?? 'get').toUpperCase()} ${url}`);
    if (!name) throw new Error(`no catalogue entry for ${config.method} ${url}`);
    const input = inputOf(config);
    calls.push({ name, input });
    const stub = stubs[name];
    let outcome: unknown;
    try {
      outcome =
        typeof stub === 'function'
          ? await (stub as StubHandler)(input)
          : stub === undefined
            ? new Reply('02', '接口暂未实现')
            : stub;
    } catch (error) {
      if (!(error instanceof Reply)) throw error;
      outcome = error;
    }
    if (outcome === NETWORK_DOWN) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (outcome instanceof OkWithMessage)
      return envelope(config, { code: '01', msg: outcome.msg, result: outcome.result });
    if (outcome instanceof Reply)
      return envelope(config, {
        code: outcome.code,
        msg: outcome.msg,
        result: null,
        ...(outcome.errors ? { errors: outcome.errors } : {}),
      });
    return envelope(config, { code: '01', msg: '成功', result: outcome ?? null });
  };
  restoreTransport?.();
  const restoreThis = setTestAdapter(adapter);
  restoreTransport = restoreThis;
  return {
    calls,
    handlers: stubs,
    restore: () => {
      restoreThis();
      if (restoreTransport === restoreThis) restoreTransport = null;
    },
    /** Inputs of every call to `name`, in order. */
    callsOf: (name: EndpointName) => calls.filter((c) => c.name === name).map((c) => c.input),
  };
}

// ---- the session and the shared store ----

export const TEST_USER = {
  userId: 7,
  token: 'test-token-0123456789abcdef0123456789',
  userInfo: { uid: 7, nickname: '测试用户', mobile: '13800138000', avatarUrl: '/media/avatar/7.svg' },
};

/** Leaves the store and cookies the way a login of TEST_USER would. */
export function logInAsTestUser(): void {
  saveSession(TEST_USER, appStore);
  markSessionStarted();
}

/** Puts back the real transport and every shared atom a fresh page load has; call from afterEach. */
export function resetHarness(): void {
  restoreTransport?.();
  restoreTransport = null;
  resetStore();
  window.sessionStorage.clear();
  // A fresh visit: the session cookie of the image dialog is gone too.
  Cookies.remove(STORAGE_KEYS.imageDialogShown, { path: '/' });
}

/** What a fresh page load has in the shared store (session storage is the visit's: it stays). */
function resetStore(): void {
  clearSession(appStore);
  appStore.set(cartCountAtom, 0);
  appStore.set(messageTotalsAtom, null);
  appStore.set(searchTypeAtom, runtimeConfig.enabledSearchTypes[0]!);
  appStore.set(searchTextAtom, '');
  appStore.set(searchHistoryAtom, readSearchHistory());
  appStore.set(miniProgramPopupAtom, null);
}

// ---- rendering ----

/**
 * What jsdom lacks for scrolling: window.scrollTo moves window.scrollY (ScrollRestoration,
 * back-to-top, paging scrolls to the top).
 */
export function installDomShims(): void {
  window.scrollTo = ((x?: number | ScrollToOptions, y?: number) => {
    const top = typeof x === 'object' ? (x.top ?? 0) : (y ?? 0);
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
  }) as typeof window.scrollTo;
}
installDomShims();

export function setScroll(scrollY: number, innerHeight = 800): void {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

/** The app's providers around a router: the shared jotai store and the given query client. */
const renderRouter = (router: ReturnType<typeof createMemoryRouter>, queryClient: QueryClient) =>
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );

/** Shows where the router is (path + query), so a test can see "sent to log in" without that page. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

export interface RenderPageOptions {
  /** The URL the page opens on, e.g. '/article?id=2'. */
  url: string;
  /** Installs these stubs first (see mockApi); without, the transport a test installed stays. */
  stubs?: ApiStubs;
  loggedIn?: boolean;
  /** The route pattern the page is mounted at when it reads params (e.g. '/addresses/:id'). */
  path?: string;
}

/**
 * Renders a page at its URL's path inside the app's providers; any other path renders nothing but
 * the location probe. `where` is the URL or the options.
 */
export function renderPage(page: ReactElement | ComponentType, where: string | RenderPageOptions = '/') {
  const { url, stubs, loggedIn = false, path } = typeof where === 'string' ? { url: where } : where;
  const api = stubs ? mockApi(stubs) : null;
  if (loggedIn) logInAsTestUser();
  const queryClient = newQueryClient();
  const element = isValidElement(page) ? page : createElement(page as ComponentType);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: path ?? (url.split('?')[0] || '/'), element },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const view = renderRouter(router, queryClient);
  return {
    ...view,
    queryClient,
    router,
    calls: api?.calls ?? [],
    callsOf: (name: EndpointName) => api?.callsOf(name) ?? [],
  };
}

/** The router's current path + query. */
export const currentLocation = (): string => screen.getByTestId('location').textContent ?? '';

/** Renders the real route table and page shell; pages default to placeholders (`registry`). */
export function renderShell(
  url: string,
  {
    stubs = {},
    loggedIn = false,
    registry = {},
  }: { stubs?: ApiStubs; loggedIn?: boolean; registry?: PageRegistry } = {},
) {
  const api = mockApi(stubs);
  resetStore();
  if (loggedIn) logInAsTestUser();
  hydrateSession(appStore);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    buildRoutes({ Shell: AppShell, ErrorPage: RouteErrorPage, HydrateFallback: () => null, registry }),
    { initialEntries: [url] },
  );
  const view = renderRouter(router, queryClient);
  return {
    ...view,
    router,
    calls: api.calls,
    callsOf: api.callsOf,
    cleanup: () => {
      view.unmount();
      api.restore();
      queryClient.clear();
    },
  };
}

/** Collects the toasts the page shows (the toast bus without sonner); call the returned stop after. */
export function captureToasts(): { messages: string[]; stop: () => void } {
  const messages: string[] = [];
  const stop = attachToastDelivery((request) => messages.push(request.message));
  return { messages, stop };
}
