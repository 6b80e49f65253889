// Whether a visitor's sandbox was made before, wherever that was. The `shop-sandbox-used` cookie is
// set on the visitor's first API call (the call that makes the sandbox); every later call says so
// upstream (`x-mock-sandbox-used: 1`). A mock pod that gets such a call for a sandbox it does not hold
// (the pod that held it stopped, behind the sandbox router, or restarted) starts it afresh and tells
// the visitor (演示数据已过期). A page load's cookie alone does not count: its sandbox is made by the
// page's first call, which must not carry the notice.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SANDBOX_USED_COOKIE = 'shop-sandbox-used';
/** The mock's header (mock-api/src/http/request-state.ts). */
export const SANDBOX_USED_HEADER = 'x-mock-sandbox-used';

const hasUsedCookie = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SANDBOX_USED_COOKIE}=1`);

/** The Set-Cookie value; it lives as long as the visitor cookie (`maxAgeS`). */
export const sandboxUsedCookie = (maxAgeS: number, secure: boolean): string =>
  `${SANDBOX_USED_COOKIE}=1; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * On an API call that names the visitor's sandbox: says upstream that the sandbox was used before, or
 * marks the browser so its next calls do (appended to any Set-Cookie already there). The header is
 * the server's own: every client-sent x-mock-* header is dropped before this runs.
 */
export function noteSandboxUse(req: IncomingMessage, res: ServerResponse, cookie: string): void {
  if (hasUsedCookie(req.headers.cookie)) {
    req.headers[SANDBOX_USED_HEADER] = '1';
    return;
  }
  const already = res.getHeader('set-cookie');
  const list = already === undefined ? [] : Array.isArray(already) ? already : [String(already)];
  res.setHeader('set-cookie', [...list, cookie]);
}
