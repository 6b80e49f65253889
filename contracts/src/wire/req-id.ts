// The wire's reqId: a fresh uuid v4 per request (docs/wire.md), made and checked by `uuid`. Its v4()
// uses crypto.randomUUID where the page has it and crypto.getRandomValues otherwise: a page served
// over plain http on a LAN address (a phone that scanned the QR code) is no secure context and has
// no randomUUID, but getRandomValues works everywhere.
import { v4, validate, version } from 'uuid';

/** The same rule as isReqId, for the OpenAPI document. */
export const REQ_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$';

/** A fresh version-4 uuid; works in browsers (even outside secure contexts) and Node. */
export const newReqId = (): string => v4();

export const isReqId = (value: unknown): value is string =>
  typeof value === 'string' && validate(value) && version(value) === 4;
