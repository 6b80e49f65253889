// Tests replace the network at the axios level: the shared client keeps its interceptors (header,
// reqId, form encoding, code handling) and only the transport answers from the handlers given here,
// found by the catalogue's method + path, so a page under test runs its real call code.
import {
  catalogue,
  parseForm,
  type EndpointName,
  type Envelope,
  type RequestOf,
  type ResultOf,
  type RouteEntry,
} from '@storefront/contracts';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { setTestAdapter } from '../api/api-client';

/** Thrown from a handler: the reply gets this code and message instead of a result. */
export class MockReply extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
  ) {
    super(msg);
  }
}

export const refuse = (msg = '操作失败'): never => {
  throw new MockReply('02', msg);
};

type Handler<N extends EndpointName> = (
  input: RequestOf<N> & Record<string, unknown>,
) => ResultOf<N> | Promise<ResultOf<N>>;
export type MockHandlers = { [N in EndpointName]?: Handler<N> | 'network-error' };

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
  const method = (config.method ?? 'get').toUpperCase();
  const raw =
    method === 'GET'
      ? { ...(config.params as Record<string, unknown>) }
      : typeof config.data === 'string'
        ? parseForm(config.data)
        : {};
  delete raw.reqId;
  return raw;
}

const reply = (config: InternalAxiosRequestConfig, body: Envelope): AxiosResponse => ({
  data: body,
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

/**
 * Installs the handlers until the returned `restore` is called. A call without a handler answers
 * 02 接口暂未实现, as the mock does for a missing handler.
 */
export function mockNetwork(handlers: MockHandlers) {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = (config.url ?? '').split('?')[0] ?? '';
    const name = byRoute.get(`${(config.method ?? 'get').toUpperCase()} ${url}`);
    if (!name) throw new Error(`mockNetwork: no catalogue entry for ${config.method} ${url}`);
    const input = inputOf(config);
    calls.push({ name, input });
    const handler = handlers[name] as Handler<EndpointName> | 'network-error' | undefined;
    if (handler === 'network-error') {
      const error = Object.assign(new Error('Network Error'), {
        isAxiosError: true,
        code: 'ERR_NETWORK',
        config,
        toJSON: () => ({}),
      });
      throw error;
    }
    if (!handler) return reply(config, { code: '02', msg: '接口暂未实现', result: null });
    try {
      const result = await handler(input as never);
      return reply(config, { code: '01', msg: '成功', result });
    } catch (error) {
      if (error instanceof MockReply)
        return reply(config, { code: error.code, msg: error.msg, result: null });
      throw error;
    }
  };
  const restore = setTestAdapter(adapter);
  const callsOf = (name: EndpointName) => calls.filter((c) => c.name === name).map((c) => c.input);
  return { calls, callsOf, restore, handlers };
}
