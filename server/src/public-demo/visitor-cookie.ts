// The `shop-visitor` cookie of the public demo: a random id (128 bits) that names the browser's own
// sandbox upstream. HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site writes).
import { randomBytes } from 'node:crypto';

export const VISITOR_COOKIE = 'shop-visitor';
/** The mock's cookie that selects a sandbox: a visitor must never pick another's. */
export const SANDBOX_COOKIE = 'mock-sandbox';
/** 16 random bytes as base64url: 22 characters, within the mock's sandbox id rules. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
/** A week: the sandbox itself goes away sooner when idle; the id only keeps the browser recognised. */
export const VISITOR_MAX_AGE_S = 7 * 24 * 60 * 60;

export const newVisitorId = (): string => randomBytes(16).toString('base64url');

/** The visitor id the Cookie header carries, or null when it has none or a malformed one. */
export function visitorIdOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === VISITOR_COOKIE) {
      const id = part.slice(eq + 1).trim();
      return VISITOR_ID.test(id) ? id : null;
    }
  }
  return null;
}

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

/** The Set-Cookie value that gives the browser its id (Secure when the page came over HTTPS). */
export const visitorCookie = (id: string, secure: boolean): string =>
  `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
