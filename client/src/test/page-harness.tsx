// Test harness for page components: the real axios instance with a stub transport that answers by
// catalogue name, the real jotai store and session, a fresh QueryClient and a memory router whose
// current location tests can read. Pages are tested through what the user sees, network included.
import { catalogue, type EndpointName, type RouteEntry } from '@storefront/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'jotai';
import { parse } from 'qs';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { setTestAdapter } from '../api/api-client';
import { cartCountAtom, messageTotalsAtom } from '../state/counts';
import { clearSession, saveSession } from '../state/session';
import { appStore } from '../state/store';
import { attachToastDelivery } from '../ui/toast/toast-bus';

/** Thrown (or returned) by a stub handler to answer with a code other than 01. */
export class Reply {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly errors?: Record<string, string>,
  ) {}
}
export const refuse = (msg: string) => new Reply('02', msg);
/** A success whose msg matters (the SMS send reply carries the demo code in it). */
export class OkWithMessage {
  constructor(
    readonly result: unknown,
    readonly msg: string,
  ) {}
}
export const invalid = (errors: Record<string, string>) => new Reply('03', '请求参数有误', errors);
/** Answering with this makes the request fail without a reply (network down). */
export const NETWORK_DOWN = Symbol('network down');

// Inputs arrive as qs-parsed form values (strings, arrays, nested objects); tests read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StubHandler = (input: Record<string, any>) => unknown;
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
  if ((config.method ?? 'get').toUpperCase() === 'GET')
    return { ...(config.params as Record<string, unknown>) };
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    return Object.fromEntries(config.data.entries());
  return typeof config.data === 'string' ? (parse(config.data) as Record<string, unknown>) : {};
}

/**
 * Installs the stub transport. A stub is a value (the result) or a function of the input returning
 * the result; a `Reply` (returned or thrown) answers with its code; NETWORK_DOWN fails the request.
 * Calls without a stub answer 02 接口暂未实现, like the mock for a missing handler.
 */
export function mockApi(stubs: ApiStubs) {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const name = byRoute.get(`${(config.method ?? 'get').toUpperCase()} ${config.url}`);
    if (!name) throw new Error(`no catalogue entry for ${config.method} ${config.url}`);
    const input = inputOf(config);
    delete input.reqId;
    calls.push({ name, input });
    const stub = stubs[name];
    let outcome: unknown;
    try {
      outcome =
        typeof stub === 'function'
          ? (stub as StubHandler)(input)
          : stub === undefined
            ? new Reply('02', '接口暂未实现')
            : stub;
      outcome = await outcome;
    } catch (error) {
      if (!(error instanceof Reply)) throw error;
      outcome = error;
    }
    if (outcome === NETWORK_DOWN) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (outcome instanceof OkWithMessage)
      return {
        data: { code: '01', msg: outcome.msg, result: outcome.result },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    const data =
      outcome instanceof Reply
        ? {
            code: outcome.code,
            msg: outcome.msg,
            result: null,
            ...(outcome.errors ? { errors: outcome.errors } : {}),
          }
        : { code: '01', msg: '成功', result: outcome ?? null };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const restore = setTestAdapter(adapter);
  return {
    calls,
    restore,
    /** Inputs of every call to `name`, in order. */
    callsOf: (name: EndpointName) => calls.filter((c) => c.name === name).map((c) => c.input),
  };
}

export const TEST_USER = {
  userId: 7,
  token: 'test-token-0123456789abcdef0123456789',
  userInfo: { uid: 7, nickname: '测试用户', mobile: '13800138000', avatarUrl: '/media/avatar/7.svg' },
};

export function logInAsTestUser(): void {
  saveSession(TEST_USER);
}

// jsdom has no scrolling; pages that scroll to the top on paging just do nothing here.
window.scrollTo = (() => {}) as typeof window.scrollTo;

export function resetAppState(): void {
  clearSession();
  appStore.set(cartCountAtom, 0);
  appStore.set(messageTotalsAtom, null);
  window.sessionStorage.clear();
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** Renders a page at `url` (path + query) inside the providers; returns the query client too. */
export function renderPage(page: ReactElement, url = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {page}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, queryClient, router };
}

/** The router's current path + query. */
export const currentLocation = (): string => screen.getByTestId('location').textContent ?? '';

/** Collects the toasts the page shows (the toast bus without sonner); call the returned stop after. */
export function captureToasts(): { messages: string[]; stop: () => void } {
  const messages: string[] = [];
  const stop = attachToastDelivery((request) => messages.push(request.message));
  return { messages, stop };
}
