// The wire's reqId: a fresh uuid v4 per request (docs/wire.md), made by `uuid` and checked by the one
// pattern the OpenAPI document carries too. Its v4() uses crypto.randomUUID where the page has it and crypto.getRandomValues otherwise: a page served
// over plain http on a LAN address (a phone that scanned the QR code) is no secure context and has
// no randomUUID, but getRandomValues works everywhere.
import { v4 } from 'uuid';

const HEX = '[0-9a-fA-F]';
/**
 * The reqId rule, for the code and the OpenAPI document alike: a version-4 uuid in either case (a
 * uuid's hex digits are case-insensitive, and some platforms print them in upper case).
 */
export const REQ_ID_PATTERN = `^${HEX}{8}-${HEX}{4}-4${HEX}{3}-[89abAB]${HEX}{3}-${HEX}{12}$`;
const REQ_ID_REGEX = new RegExp(REQ_ID_PATTERN);

/** A fresh version-4 uuid; works in browsers (even outside secure contexts) and Node. */
export const newReqId = (): string => v4();

export const isReqId = (value: unknown): value is string =>
  typeof value === 'string' && REQ_ID_REGEX.test(value);
