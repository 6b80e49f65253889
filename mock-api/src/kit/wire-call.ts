// One catalogue call as the wire carries it (docs/wire.md): a fresh v4 reqId, the query of a GET or a
// qs form body of a POST, and the `domo-custom` header of a visitor or a logged-in session. Plain data
// so a fetch (the kit) and supertest (mock-api's Jest harness) send the same request.
import {
  catalogue,
  CUSTOM_HEADER,
  encodeCustomHeader,
  encodeForm,
  FORM_CONTENT_TYPE,
  newReqId,
  type EndpointName,
  type RouteEntry,
} from '@storefront/contracts';

export interface Session {
  token: string;
  uid: string | number;
}

export interface WireCall {
  method: 'GET' | 'POST';
  /** The catalogue path, e.g. `/api/cart/addCart`. */
  path: string;
  /** The encoded fields: the query string of a GET, the form body of a POST. */
  fields: string;
  headers: Record<string, string>;
}

/** The request for `name` with `body` (reqId added), as `session` (null: a visitor) at `now`. */
export function wireCall(
  name: EndpointName,
  body: object = {},
  session: Session | null = null,
  now = Date.now(),
): WireCall {
  const entry = catalogue[name] as RouteEntry | undefined;
  if (!entry) throw new Error(`unknown catalogue operation "${String(name)}"`);
  const fields = encodeForm({ ...body, reqId: newReqId() });
  const headers: Record<string, string> = {
    [CUSTOM_HEADER]: encodeCustomHeader(session ?? {}, now),
    accept: 'application/json',
  };
  if (entry.method === 'GET') return { method: 'GET', path: entry.path, fields, headers };
  return {
    method: 'POST',
    path: entry.path,
    fields,
    headers: { ...headers, 'content-type': FORM_CONTENT_TYPE },
  };
}
