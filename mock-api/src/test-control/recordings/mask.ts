// What a recording must not keep: session tokens, passwords and phone numbers. Masked before
// anything is written, in the request and in the reply alike, so a recording can be committed.
const SECRET_KEY = /token|password|pwd|secret/i;
// A mainland mobile number on its own (not inside a longer run of digits, such as an order number).
const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

export const MASK = '***';

export const maskMobiles = (text: string): string => text.replace(MOBILE, '$1****$2');

export function mask(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SECRET_KEY.test(key) && value !== '' ? MASK : maskMobiles(value);
  if (typeof value === 'number' && /mobile|phone/i.test(key)) return maskMobiles(String(value));
  if (Array.isArray(value)) return value.map((item) => mask(item, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, k)]));
  return value;
}
