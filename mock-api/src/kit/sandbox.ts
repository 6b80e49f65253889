// A sandbox of the mock for one test: its own store, clock, payments, messages and journal, reached
// with the `x-mock-sandbox` header. Calls go through the real wire, typed by the catalogue.
import {
  DEMO_ACCOUNT,
  type EndpointName,
  type Envelope,
  type RequestOf,
  type ResultOf,
  type VerifyResult,
} from '@storefront/contracts';
import type { AdminFetch } from './admin-fetch.js';
import { expectCalledOn, expectNotCalledOn, type CallQuery } from './expect-calls.js';
import { wireCall, type Session } from './wire-call.js';

export const SANDBOX_HEADER = 'x-mock-sandbox';
export const SANDBOX_COOKIE = 'mock-sandbox';
export const SCENARIO_HEADER = 'x-mock-scenario';
export const MOCK_NOW_HEADER = 'x-mock-now';

/** What a catalogue operation takes: its request fields (the kit adds `reqId`). */
export type CallBody<N extends EndpointName> = RequestOf<N>;
/** The body argument: optional only when the operation needs no field. */
export type CallArgs<N extends EndpointName> =
  Record<string, never> extends CallBody<N> ? [body?: CallBody<N>] : [body: CallBody<N>];
export type PaymentOutcome = 'success' | 'fail' | 'cancel' | 'pending' | 'late-success' | 'duplicate-notify';

export interface SentMessage {
  mobile: string;
  scene: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
  valid: boolean;
}

export interface ClockView {
  mode: string;
  now: number;
  iso: string;
  sandbox: string | null;
}

export interface Sandbox {
  /** Unique per run, worker and test. */
  readonly id: string;
  /** The scenario it started from. */
  readonly scenario: string;
  /** Headers that put any request in this sandbox (e.g. Playwright's setExtraHTTPHeaders). */
  readonly headers: Readonly<Record<string, string>>;
  /** The logged-in session of `login`, sent on every later call; null for a visitor. */
  readonly session: Session | null;
  /** One catalogue call through the wire; the envelope whatever its code (never throws on 02/03/52). */
  call<N extends EndpointName>(name: N, ...body: CallArgs<N>): Promise<Envelope<ResultOf<N>>>;
  /** Logs in (the demo account by default) and keeps the session for later calls. */
  login(credentials?: { mobile: string; password: string }): Promise<Session>;
  /** Back to a visitor. */
  logout(): void;
  clock: {
    now(): Promise<number>;
    /** Time moves on by `ms`; every step due in between runs in order. Resolves to the new time. */
    advance(ms: number): Promise<number>;
    /** A frozen clock at `at` (epoch ms). */
    freeze(at: number): Promise<number>;
  };
  payments: {
    /** How this sandbox's next payment (or `orderId`'s) turns out. */
    next(outcome: PaymentOutcome, options?: { orderId?: number; afterMs?: number }): Promise<void>;
  };
  /** The SMS codes this sandbox sent (to `mobile`), newest first. */
  messages(mobile?: string): Promise<SentMessage[]>;
  /** This sandbox's calls as HAR 1.2 (secrets masked). */
  har(): Promise<{ log: { entries: unknown[] } & Record<string, unknown> }>;
  /** Resolves when the call landed (polls up to `timeoutMs`, 5 s); rejects with the near misses. */
  expectCalled(operation: EndpointName, query?: CallQuery): Promise<VerifyResult>;
  /** Resolves when no matching call landed; rejects listing those that did. */
  expectNotCalled(operation: EndpointName, query?: Pick<CallQuery, 'where' | 'since'>): Promise<VerifyResult>;
  /** Removes the sandbox (also done by the mock after its idle time). */
  dispose(): Promise<void>;
}

export interface SandboxDeps {
  /** Where the shop's calls go (the mock or a web server in front of it). */
  baseUrl: string;
  /** The mock itself, for verify, HAR and removal. */
  adminUrl: string;
  admin: AdminFetch;
  id: string;
  scenario: string;
}

/** Makes the sandbox on the mock now (from its scenario) and returns its handle. */
export async function openSandbox(deps: SandboxDeps): Promise<Sandbox> {
  const { baseUrl, adminUrl, admin, id, scenario } = deps;
  const headers = { [SANDBOX_HEADER]: id };
  const scoped = { headers: { ...headers, [SCENARIO_HEADER]: scenario } };
  await admin('GET', '/clock', scoped);
  let session: Session | null = null;

  const call = async <N extends EndpointName>(name: N, ...args: CallArgs<N>) => {
    const wire = wireCall(name, args[0] ?? {}, session);
    const init = { method: wire.method, headers: { ...wire.headers, ...headers } };
    const res =
      wire.method === 'GET'
        ? await fetch(`${baseUrl}${wire.path}?${wire.fields}`, init)
        : await fetch(`${baseUrl}${wire.path}`, { ...init, body: wire.fields });
    const text = await res.text();
    try {
      return JSON.parse(text) as Envelope<ResultOf<N>>;
    } catch {
      throw new Error(`${name} answered HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
    }
  };

  const advance = async (ms: number) =>
    (await admin<ClockView>('POST', '/clock/advance', { ...scoped, json: { ms } })).result.now;

  return {
    id,
    scenario,
    headers,
    get session() {
      return session;
    },
    call,
    async login(credentials = DEMO_ACCOUNT) {
      const reply = await call('mobileAndPasswordToLogin', {
        ...credentials,
      } as CallBody<'mobileAndPasswordToLogin'>);
      if (reply.code !== '01')
        throw new Error(`login as ${credentials.mobile} answered ${reply.code}: ${reply.msg}`);
      session = { token: reply.result.token, uid: reply.result.userId };
      return session;
    },
    logout() {
      session = null;
    },
    clock: {
      now: async () => (await admin<ClockView>('GET', '/clock', scoped)).result.now,
      advance,
      freeze: async (at) =>
        (await admin<ClockView>('PUT', '/clock', { ...scoped, json: { mode: 'frozen', at } })).result.now,
    },
    payments: {
      async next(outcome, options = {}) {
        await admin('POST', '/payments', { json: { sandbox: id, outcome, ...options } });
      },
    },
    async messages(mobile) {
      const query = new URLSearchParams({ sandbox: id, ...(mobile ? { mobile } : {}) });
      return (await admin<{ messages: SentMessage[] }>('GET', `/messages?${query}`)).result.messages;
    },
    async har() {
      const res = await fetch(`${adminUrl}/__mock/journal.har?sandbox=${encodeURIComponent(id)}`);
      if (!res.ok) throw new Error(`GET /__mock/journal.har answered HTTP ${res.status}`);
      return (await res.json()) as { log: { entries: unknown[] } & Record<string, unknown> };
    },
    expectCalled: (operation, query) => expectCalledOn(adminUrl, id, operation, query),
    expectNotCalled: (operation, query) => expectNotCalledOn(adminUrl, id, operation, query),
    async dispose() {
      await fetch(`${adminUrl}/__mock/sandboxes/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers,
      }).catch(() => undefined);
    },
  };
}
