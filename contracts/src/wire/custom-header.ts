import { APP_SOURCE, APP_VERSION } from '../constants.js';

/** The decoded `domo-custom` header (see docs/product-rules.md and docs/wire.md). Visitors send empty token and uid. */
export interface CustomHeader {
  appVersion: string;
  timestamp: number;
  source: number;
  token: string;
  uid: string;
}

const toBase64 = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (encoded: string): string => {
  const binary = atob(encoded);
  // A plain loop: Uint8Array.from with a mapping function was a visible share of a mock-api call.
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
};

export function encodeCustomHeader(
  identity: { token?: string | null; uid?: string | number | null },
  now = Date.now(),
): string {
  const header: CustomHeader = {
    appVersion: APP_VERSION,
    timestamp: now,
    source: APP_SOURCE,
    token: identity.token ?? '',
    uid: identity.uid == null ? '' : String(identity.uid),
  };
  return toBase64(JSON.stringify(header));
}

/** Decodes the header; returns null for anything that is not a well-formed header, never throws. */
export function decodeCustomHeader(raw: unknown): CustomHeader | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4096) return null;
  try {
    const value: unknown = JSON.parse(fromBase64(raw));
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (typeof v.appVersion !== 'string' || typeof v.timestamp !== 'number' || typeof v.source !== 'number')
      return null;
    const token = typeof v.token === 'string' ? v.token : '';
    const uid = typeof v.uid === 'string' ? v.uid : typeof v.uid === 'number' ? String(v.uid) : '';
    return { appVersion: v.appVersion, timestamp: v.timestamp, source: v.source, token, uid };
  } catch {
    return null;
  }
}
