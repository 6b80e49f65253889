// Secrets never land in the journal: anyone who reaches /__mock reads it, and a token read there acts
// as its user, a password or an SMS code takes over the account. Pure functions over plain values,
// so the journal, its stream, its exports and copy-as-curl all show the same masked view.
import type { IncomingHttpHeaders } from 'node:http';
import { CUSTOM_HEADER, decodeCustomHeader, type CustomHeader } from '@storefront/contracts';

export const MASK = '***';

/**
 * Field names that carry a secret. A request's `code` (and `…Code`) is the SMS code of register,
 * reset and the mobile change; a reply's bare `code` is the envelope's status, so only the SMS kinds
 * of code are secret there.
 */
const SECRET_NAMES = /password|passwd|pwd|token|secret|cookie|authorization|captcha|idcard/i;
const REQUEST_CODE = /code$/i;
const REPLY_CODE = /(?:sms|verify|check|auth)code$/i;

/** An SMS code written into a text (the demo's send reply shows it in `msg`). */
const CODE_IN_TEXT = /(验证码[^0-9]{0,16})\d{4,8}/g;

/** Deeper than any body the wire accepts; beyond it a whole subtree is masked rather than walked. */
const MAX_DEPTH = 64;

export type Side = 'request' | 'reply';

const isSecretName = (name: string, side: Side): boolean =>
  SECRET_NAMES.test(name) || (side === 'request' ? REQUEST_CODE : REPLY_CODE).test(name);

/** A text with any SMS code in it replaced. */
export const maskSecretText = (text: string): string =>
  text.includes('验证码') ? text.replace(CODE_IN_TEXT, `$1${MASK}`) : text;

/** `value` with every secret field, at any depth, replaced by MASK (a copy; `value` is untouched). */
export function maskSecrets(value: unknown, side: Side, depth = 0): unknown {
  if (typeof value === 'string') return maskSecretText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return MASK;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, side, depth + 1));
  if (Buffer.isBuffer(value)) return null;
  const masked: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value as Record<string, unknown>))
    masked[name] =
      isSecretName(name, side) && field !== null && field !== '' ? MASK : maskSecrets(field, side, depth + 1);
  return masked;
}

/** Enough of a token to tell two apart, never enough to use one. */
export const maskToken = (token: string): string => (token ? `${token.slice(0, 4)}…（已隐藏）` : '');

/** The decoded domo-custom header with its token masked (null when absent or unreadable). */
export function maskedCustomHeader(raw: string | null | undefined): CustomHeader | null {
  const header = decodeCustomHeader(raw ?? undefined);
  return header ? { ...header, token: maskToken(header.token) } : null;
}

/** Cookie names stay visible; values do not, except the sandbox id (an isolation label, no secret). */
const maskCookies = (text: string): string =>
  text
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => (c.startsWith('mock-sandbox=') ? c : `${c.split('=')[0]}=${MASK}`))
    .join('; ');

/** A request's headers as the journal shows them: cookies, credentials and the custom token masked. */
export function maskHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    if (name === CUSTOM_HEADER) {
      const decoded = decodeCustomHeader(text);
      shown[name] = decoded ? `（base64，解码见 header，token ${maskToken(decoded.token) || '为空'}）` : MASK;
    } else if (name === 'cookie') shown[name] = maskCookies(text);
    else if (SECRET_NAMES.test(name)) shown[name] = MASK;
    else shown[name] = maskSecretText(text);
  }
  return shown;
}
