// "Copy as curl": the journal entry as a command that sends the same call again. The token never
// leaves the journal, so the domo-custom header carries TOKEN in its place.
import type { JournalEntry } from './types.js';

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** qs-style form fields of a parsed body (nested objects as a[b], arrays as a[0]). */
export function formFields(value: unknown, prefix = ''): Array<[string, string]> {
  if (value === null || value === undefined) return prefix ? [[prefix, '']] : [];
  if (typeof value !== 'object') return [[prefix, String(value)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    formFields(v, prefix ? `${prefix}[${key}]` : key),
  );
}

const base64 = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export function toCurl(entry: JournalEntry, origin: string): string {
  const query = formFields(entry.query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const url = `${origin}${entry.path}${query ? `?${query}` : ''}`;
  const parts = [`curl -X ${entry.method} ${quote(url)}`];
  if (entry.header) {
    const header = { ...entry.header, token: entry.header.token ? 'TOKEN' : '' };
    parts.push(`-H ${quote(`domo-custom: ${base64(JSON.stringify(header))}`)}`);
  }
  if (entry.sandbox) parts.push(`-H ${quote(`x-mock-sandbox: ${entry.sandbox}`)}`);
  if (entry.method !== 'GET' && entry.body && typeof entry.body === 'object')
    for (const [k, v] of formFields(entry.body)) parts.push(`--data-urlencode ${quote(`${k}=${v}`)}`);
  return parts.join(' \\\n  ');
}
