// One catalogue operation as the wire carries it (see docs/wire.md): the example input with a fresh
// v4 reqId, in the query string of a GET or as a qs-encoded form body of a POST, and the
// `domo-custom` header of a visitor or of the session drift logged in with.
import { catalogue, type EndpointName } from '../catalogue/catalogue.js';
import { exampleOf } from '../catalogue/schemas.js';
import type { RouteEntry } from '../catalogue/types.js';
import { CUSTOM_HEADER } from '../constants.js';
import { FROM_STATE, isStateValue, type Input, type InputValue } from '../examples/entry-example.js';
import { encodeCustomHeader } from '../wire/custom-header.js';
import { encodeForm, FORM_CONTENT_TYPE } from '../wire/form.js';
import { newReqId } from '../wire/req-id.js';

export interface Session {
  token: string;
  uid: string;
}

export interface WireRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** State keys → values found on the upstream (ids read from its lists, the session's uid). */
export type Known = Readonly<Record<string, unknown>>;

/** The example input with state markers replaced by what is known, else by their examples. */
export function exampleInput(input: Input, known: Known = {}): Record<string, unknown> {
  const resolve = (value: InputValue): unknown => {
    if (isStateValue(value)) return known[value[FROM_STATE]] ?? value.example;
    return Array.isArray(value) ? value.map(resolve) : value;
  };
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, resolve(value)]));
}

/** The state keys an example input names (the values drift must first find on the upstream). */
export function stateKeys(input: Input): string[] {
  const keysOf = (value: InputValue): string[] =>
    isStateValue(value) ? [value[FROM_STATE]] : Array.isArray(value) ? value.flatMap(keysOf) : [];
  return Object.values(input).flatMap(keysOf);
}

/** The request for `name` with `input` (by default the catalogue's example) against `base`. */
export function wireRequest(
  base: string,
  name: EndpointName,
  session: Session | null,
  input: Record<string, unknown> = exampleInput(
    exampleOf(name).input ?? {},
    session ? { uid: session.uid } : {},
  ),
): WireRequest {
  const entry = catalogue[name] as RouteEntry;
  const fields = encodeForm({ ...input, reqId: newReqId() });
  const url = new URL(entry.path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  const headers: Record<string, string> = {
    [CUSTOM_HEADER]: encodeCustomHeader(session ?? {}),
    accept: 'application/json',
  };
  if (entry.method === 'GET') {
    url.search = fields;
    return { method: 'GET', url: url.href, headers };
  }
  return {
    method: 'POST',
    url: url.href,
    headers: { ...headers, 'content-type': FORM_CONTENT_TYPE },
    body: fields,
  };
}
