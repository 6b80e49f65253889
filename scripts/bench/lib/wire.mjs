// Calls in the wire's shape (see docs/wire.md) for the benchmarks: the domo-custom header, a reqId, a form
// body, and the catalogue's paths, all from @storefront/contracts (built before the run).
import { randomUUID } from 'node:crypto';
import {
  CUSTOM_HEADER,
  FORM_CONTENT_TYPE,
  catalogue,
  encodeCustomHeader,
  encodeForm,
} from '@storefront/contracts';

/** The catalogue path of a call, e.g. pathOf('getHotGoods'). */
export const pathOf = (name) => {
  const entry = catalogue[name];
  if (!entry) throw new Error(`no catalogue entry ${name}`);
  return entry.path;
};

/** Headers and body of a POST call as the client sends it. */
export const formCall = (name, data, identity = {}) => ({
  method: 'POST',
  path: pathOf(name),
  headers: {
    'content-type': FORM_CONTENT_TYPE,
    [CUSTOM_HEADER]: encodeCustomHeader(identity),
    'accept-encoding': 'gzip, deflate, br',
  },
  body: encodeForm({ ...data, reqId: randomUUID() }),
});

/** Makes one call with fetch and returns the envelope; throws unless it is code 01. */
export const call = async (baseUrl, name, data, identity = {}) => {
  const { method, path, headers, body } = formCall(name, data, identity);
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const envelope = await res.json();
  if (envelope.code !== '01')
    throw new Error(`${name} answered ${res.status} ${envelope.code} ${envelope.msg}`);
  return envelope;
};
