// The `shop-visitor` cookie of the public demo: a random id (128 bits) and the server's HMAC of it,
// `<id>.<signature>`. Only the server makes ids, so an invented or planted value is no visitor (the
// browser is given a new cookie, counted by the new-visitor limit). The sandbox upstream is named by
// a one-way hash of the id: what the mock logs or shows cannot be turned back into a cookie.
// HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site writes).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const VISITOR_COOKIE = 'shop-visitor';
/** The mock's cookie that selects a sandbox: a visitor must never pick another's. */
export const SANDBOX_COOKIE = 'mock-sandbox';
/** 16 random bytes as base64url (22 characters), a dot, and 16 bytes of HMAC-SHA256 (22 characters). */
const SIGNED_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;
/** A week: the sandbox itself goes away sooner when idle; the id only keeps the browser recognised. */
export const VISITOR_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Bytes of a secret made at start when PUBLIC_DEMO_SECRET is unset. */
const MADE_SECRET_BYTES = 32;

export const newVisitorId = (): string => randomBytes(16).toString('base64url');

export const madeSecret = (): string => randomBytes(MADE_SECRET_BYTES).toString('base64url');

/** The 22-character signature of an id under `secret`. */
const signatureOf = (secret: string, id: string): string =>
  createHmac('sha256', secret).update(id).digest().subarray(0, 16).toString('base64url');

/** The cookie value for an id: the id and its signature. */
export const signedVisitorId = (secret: string, id: string): string => `${id}.${signatureOf(secret, id)}`;

/** The value of the named cookie in a Cookie header (the first one), or null. */
function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The visitor id the Cookie header carries, or null when it has none, a malformed one or one this
 * secret did not sign (compared in constant time).
 */
export function visitorIdOf(secret: string, cookieHeader: string | undefined): string | null {
  const match = SIGNED_ID.exec(cookieValue(cookieHeader, VISITOR_COOKIE) ?? '');
  if (!match) return null;
  const [, id, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(secret, id));
  return timingSafeEqual(Buffer.from(given), expected) ? id : null;
}

/**
 * The sandbox name for an id, sent upstream: a SHA-256 of the id (22 base64url characters after the
 * prefix), so the name the mock knows, logs and lists gives nobody the cookie.
 */
export const sandboxNameOf = (id: string): string =>
  `v-${createHash('sha256').update(`shop-visitor-sandbox:${id}`).digest().subarray(0, 16).toString('base64url')}`;

/** The Cookie header without the demo's own cookies and the mock's sandbox cookie (undefined: none left). */
export function withoutDemoCookies(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined) return undefined;
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => {
      const name = part.slice(0, Math.max(part.indexOf('='), 0)).trim();
      return part !== '' && name !== VISITOR_COOKIE && name !== SANDBOX_COOKIE;
    });
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** The Set-Cookie value that gives the browser its signed id (Secure when the page came over HTTPS). */
export const visitorCookie = (value: string, secure: boolean): string =>
  `${VISITOR_COOKIE}=${value}; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
