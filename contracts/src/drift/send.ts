// Sends one wire request and reads its reply defensively: a real upstream may hang, redirect to a
// login page, answer with an HTML error page or stream something enormous; each of those comes back
// as data for a verdict, never as a thrown error.
import type { WireRequest } from './wire-request.js';

export interface Limits {
  /** Per request, from sending to the last byte of the body. */
  timeoutMs: number;
  /** Larger bodies are cut off and reported instead of being read whole. */
  maxBytes: number;
}

export const DEFAULT_LIMITS: Limits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 };

export type Sent =
  | {
      kind: 'reply';
      status: number;
      contentType: string;
      location: string | null;
      body: string;
      ms: number;
    }
  | { kind: 'timeout'; ms: number }
  | { kind: 'too-large'; status: number; ms: number }
  | { kind: 'network'; detail: string; ms: number };

export async function send(request: WireRequest, limits: Limits = DEFAULT_LIMITS): Promise<Sent> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: controller.signal,
    });
    const body = await readLimited(response, limits.maxBytes);
    if (body === null) return { kind: 'too-large', status: response.status, ms: ms() };
    return {
      kind: 'reply',
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      location: response.headers.get('location'),
      body,
      ms: ms(),
    };
  } catch (err) {
    if (controller.signal.aborted) return { kind: 'timeout', ms: ms() };
    return { kind: 'network', detail: describeNetworkError(err), ms: ms() };
  } finally {
    clearTimeout(timer);
    // An abandoned body would keep the socket (and the process) alive.
    controller.abort();
  }
}

/** The body as text, or null once it passes `maxBytes` (the rest is not read). */
async function readLimited(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) return null;
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** fetch hides the reason (ECONNREFUSED, ENOTFOUND …) in `cause`. */
export function describeNetworkError(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}
