// One generated request on the wire, in each form the document allows: a query string or a form
// body with lists written as qs indices, brackets or repeated keys (a one-item list is then a lone
// value), or a multipart body with the file part.
import qs from 'qs';
import type { FilePart } from './arbitrary-of-schema.js';

export type ListStyle = 'indices' | 'brackets' | 'repeat';

export interface Operation {
  name: string;
  method: 'get' | 'post';
  path: string;
  mediaType: 'query' | 'application/x-www-form-urlencoded' | 'multipart/form-data';
  /** The request as one JSON Schema (a GET's query parameters gathered into an object). */
  schema: Record<string, unknown>;
  /** The security requirements allow a call without the header (a visitor). */
  visitorsAllowed: boolean;
}

const isFile = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && (value as FilePart).bytes instanceof Uint8Array;

/** bigint as its digits (the wire has only text); files as the word ajv can check against a string. */
export function asJson(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (isFile(value)) return 'binary';
  if (Array.isArray(value)) return value.map(asJson);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asJson(field)]));
  return value;
}

const asText = (value: unknown): unknown =>
  typeof value === 'bigint'
    ? value.toString()
    : Array.isArray(value)
      ? value.map(asText)
      : typeof value === 'object' && value !== null && !isFile(value)
        ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asText(field)]))
        : value;

export async function sendRequest(
  base: string,
  op: Operation,
  values: Record<string, unknown>,
  options: { style: ListStyle; header: string | null },
): Promise<{ status: number; code: string | undefined; text: string }> {
  const headers: Record<string, string> = options.header ? { 'domo-custom': options.header } : {};
  let url = `${base}${op.path}`;
  let body: string | FormData | undefined;
  if (op.mediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(values))
      if (isFile(value))
        form.append(name, new Blob([Buffer.from(value.bytes)], { type: value.type }), 'upload.bin');
      else form.append(name, String(asText(value)));
    body = form;
  } else {
    const encoded = qs.stringify(asText(values), { arrayFormat: options.style });
    if (op.mediaType === 'query') url += `?${encoded}`;
    else {
      body = encoded;
      headers['content-type'] = op.mediaType;
    }
  }
  const res = await fetch(url, { method: op.method.toUpperCase(), headers, body });
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code, text };
}
