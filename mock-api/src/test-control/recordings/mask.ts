// What a recording (and a HAR the mock exports or imports) must not keep: session tokens, passwords,
// SMS codes, mobile numbers and ID card numbers. Masked before anything is written, in the request
// and in the reply alike, drift notes included, so a recording can be committed. A value masked
// before (a HAR the mock exported) is no drift: recording-drift.ts leaves it out of the verdict.
import type { RecordedCall } from './recording-files.js';
import { maskSecretText } from '../secret-mask.js';

export const MASK = '***';

const SECRET_KEY = /token|password|passwd|pwd|secret|captcha|cookie|authorization/i;
const ID_CARD_KEY = /idcard|idno|idnumber|identity/i;
/** A request's `code`/`…Code` is an SMS code (register, reset, mobile change); a reply's bare `code` is the envelope's. */
const REQUEST_CODE_KEY = /code$/i;
const REPLY_CODE_KEY = /(?:sms|verify|check|auth)code$/i;
// A mainland mobile number on its own (not inside a longer run of digits, such as an order number).
const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
// A mainland ID card number on its own: 17 digits and a digit or X.
const ID_NUMBER = /(?<![\dA-Za-z])(\d{3})\d{13}([\dXx]{2})(?![\dA-Za-z])/g;

export type Side = 'request' | 'reply';

export const maskMobiles = (text: string): string => text.replace(MOBILE, '$1****$2');

/** A text with mobile numbers, ID card numbers and any SMS code in it masked. */
export const maskText = (text: string): string =>
  maskSecretText(maskMobiles(text.replace(ID_NUMBER, `$1${MASK}$2`)));

const isSecretKey = (key: string, side: Side): boolean =>
  SECRET_KEY.test(key) ||
  ID_CARD_KEY.test(key) ||
  (side === 'request' ? REQUEST_CODE_KEY : REPLY_CODE_KEY).test(key);

/** `value` with every secret masked (a copy). `side`: a request's fields or a reply. */
export function mask(value: unknown, side: Side = 'reply', key = ''): unknown {
  if ((typeof value === 'string' || typeof value === 'number') && isSecretKey(key, side))
    return value === '' ? value : MASK;
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'number' && /mobile|phone/i.test(key)) return maskMobiles(String(value));
  if (Array.isArray(value)) return value.map((item) => mask(item, side, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, side, k)]));
  return value;
}

/** A drift note as kept: its texts (which quote what was seen) masked too. */
export function maskDrift(drift: RecordedCall['drift']): RecordedCall['drift'] {
  if (!drift) return drift;
  return {
    ...drift,
    detail: maskText(drift.detail),
    differences: drift.differences.map((d) => ({
      ...d,
      seen: isSecretKey(d.path.split('.').at(-1) ?? '', 'reply') ? MASK : maskText(d.seen),
    })),
  };
}

/** A value a mask wrote (here, in the journal's or a HAR's export): no drift, whatever its schema says. */
export const isMasked = (value: unknown): boolean =>
  typeof value === 'string' &&
  (value.includes(MASK) || value.includes('****') || value.includes('（已隐藏）'));
