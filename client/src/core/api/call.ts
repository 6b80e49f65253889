// Typed calls driven by the catalogue: `call('getCartNumber', { userId })` finds method, path
// and host by name and resolves to the reply's `result`, typed by the contracts' schemas.
import {
  catalogue,
  type EndpointName,
  type RequestOf,
  type ResultOf,
  type RouteEntry,
} from '@storefront/contracts';
import type { Envelope } from '@storefront/contracts';
import type { AxiosInstance } from 'axios';
import { runtimeConfig } from '../config/runtime-config';
import { apiClient } from './api-client';

type Catalogue = typeof catalogue;

/** Multipart entries (webUpload) take a FormData; every other entry its request schema's input. */
export type InputOf<N extends EndpointName> = Catalogue[N] extends { body: 'multipart' }
  ? FormData
  : RequestOf<N>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Another axios instance with the same interceptors (tests). */
  client?: AxiosInstance;
}

type CallArgs<N extends EndpointName> =
  // Entries without required fields may be called without an input.
  Record<string, never> extends InputOf<N>
    ? [input?: InputOf<N>, options?: CallOptions]
    : [input: InputOf<N>, options?: CallOptions];

export const routeOf = (name: EndpointName): RouteEntry => {
  const entry = (catalogue as Record<string, RouteEntry>)[name];
  if (!entry) throw new Error(`unknown endpoint ${name}`);
  return entry;
};

export async function call<N extends EndpointName>(
  name: N,
  ...[input, options = {}]: CallArgs<N>
): Promise<ResultOf<N>> {
  const route = routeOf(name);
  const client = options.client ?? apiClient;
  const baseURL = route.host === 'behaviour' ? runtimeConfig.behaviourUrl : undefined;
  const response = await client.request<Envelope<ResultOf<N>>>({
    method: route.method,
    url: route.path,
    baseURL,
    signal: options.signal,
    ...(route.method === 'GET' ? { params: input ?? {} } : { data: input ?? {} }),
  });
  return response.data.result;
}
