// Renders one content page for a component test: the real api layer
// (interceptors, envelope rules) on a stub transport that answers catalogue calls by name, a fresh
// query cache, the app's jotai store and a memory router. Unstubbed calls answer '02' 接口暂未实现
// like the mock-api does for a missing handler.
import {
  catalogue,
  CODE_BUSINESS_REFUSED,
  ok,
  parseForm,
  refused,
  type EndpointName,
  type RouteEntry,
} from '@storefront/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setTestAdapter } from '../api/api-client';
import { tokenAtom, userIdAtom, userInfoAtom } from '../state/session';
import { appStore } from '../state/store';

type Input = Record<string, unknown>;
/** A stub is the result itself, or a function of the decoded input returning it (or a marker below). */
export type StubHandler = (input: Input) => unknown;
export type ApiStubs = Partial<Record<EndpointName, StubHandler | object | null>>;

const REFUSAL = Symbol('refusal');
const NETWORK_DOWN = Symbol('network-down');

/** Answer with a business refusal (code 02) and its Chinese message. */
export const refuse = (msg: string) => ({ [REFUSAL]: msg });
/** Answer with no reply at all (the network failed). */
export const networkDown = { [NETWORK_DOWN]: true };

export interface RecordedCall {
  name: EndpointName;
  input: Input;
}

const byPath = new Map<string, EndpointName>(
  Object.entries(catalogue as Record<string, RouteEntry>).map(([name, entry]) => [
    entry.path,
    name as EndpointName,
  ]),
);

function readInput(config: InternalAxiosRequestConfig): Input {
  if (typeof config.data === 'string') return parseForm(config.data);
  return { ...((config.params as Input | undefined) ?? {}) };
}

const reply = (config: InternalAxiosRequestConfig, body: unknown): AxiosResponse => ({
  data: body,
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

/** The stub transport; `calls` records every call by catalogue name with its decoded input. */
export function createStubAdapter(stubs: ApiStubs, calls: RecordedCall[]): AxiosAdapter {
  return async (config) => {
    const name = byPath.get(config.url ?? '');
    const input = readInput(config);
    delete input.reqId;
    if (!name) return reply(config, refused(`未知接口 ${config.url}`));
    calls.push({ name, input });
    const stub = stubs[name];
    if (stub === undefined)
      return reply(config, { code: CODE_BUSINESS_REFUSED, msg: '接口暂未实现', result: null });
    const value: unknown = typeof stub === 'function' ? await (stub as StubHandler)(input) : stub;
    if (value && typeof value === 'object' && NETWORK_DOWN in value)
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (value && typeof value === 'object' && REFUSAL in value)
      return reply(config, refused(String((value as Record<symbol, unknown>)[REFUSAL])));
    return reply(config, ok(value));
  };
}

/** Shows where the router went, so a test can see "sent to log in" without the login page. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export interface RenderPageOptions {
  /** The URL the page opens on, e.g. '/article?id=2'. */
  url: string;
  stubs?: ApiStubs;
  loggedIn?: boolean;
}

export interface RenderedPage extends RenderResult {
  calls: RecordedCall[];
  queryClient: QueryClient;
  /** Decoded inputs of every call to one endpoint, in order. */
  callsOf: (name: EndpointName) => Input[];
}

/** Logs the shared store in (or out) the way a login would leave it. */
export function setLoggedIn(loggedIn: boolean): void {
  appStore.set(userIdAtom, loggedIn ? '7' : null);
  appStore.set(tokenAtom, loggedIn ? 'test-token' : null);
  appStore.set(userInfoAtom, loggedIn ? { uid: 7, nickname: '测试用户', mobile: '13800000000' } : null);
}

let restoreAdapter: (() => void) | null = null;

export function renderContentPage(
  page: ReactElement,
  { url, stubs = {}, loggedIn = false }: RenderPageOptions,
): RenderedPage {
  restoreAdapter?.();
  // jsdom has no scrolling; paging scrolls the window to the top.
  window.scrollTo = () => {};
  const calls: RecordedCall[] = [];
  restoreAdapter = setTestAdapter(createStubAdapter(stubs, calls));
  setLoggedIn(loggedIn);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const path = url.split('?')[0]!;
  const result = render(
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        {/* A declarative router: navigation needs no fetch Request under jsdom. */}
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return {
    ...result,
    calls,
    queryClient,
    callsOf: (name) => calls.filter((c) => c.name === name).map((c) => c.input),
  };
}

/** Put back the real transport and log out; call from afterEach. */
export function resetContentHarness(): void {
  restoreAdapter?.();
  restoreAdapter = null;
  setLoggedIn(false);
}
