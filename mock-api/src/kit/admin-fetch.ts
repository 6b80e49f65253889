// The mock's admin calls (`/__mock/*`) for the kit: JSON in, the envelope's result out, and an error
// that names the call and the mock's answer when it is not `01`.
export interface AdminEnvelope<T> {
  code: string;
  msg: string;
  result: T;
}

export interface AdminReply<T> {
  result: T;
  /** The mock's time in the state the call acted on (`x-mock-now`), when it said. */
  now: number | null;
}

export type AdminFetch = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options?: { json?: object; headers?: Record<string, string> },
) => Promise<AdminReply<T>>;

export function adminFetch(baseUrl: string): AdminFetch {
  return async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { json?: object; headers?: Record<string, string> } = {},
  ): Promise<AdminReply<T>> => {
    const res = await fetch(`${baseUrl}/__mock${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.json ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.json ? { body: JSON.stringify(options.json) } : {}),
    });
    const text = await res.text();
    let envelope: AdminEnvelope<T>;
    try {
      envelope = JSON.parse(text) as AdminEnvelope<T>;
    } catch {
      throw new Error(
        `${method} /__mock${path} answered HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`,
      );
    }
    if (envelope.code !== '01')
      throw new Error(`${method} /__mock${path} answered ${envelope.code}: ${envelope.msg}`);
    const now = Number(res.headers.get('x-mock-now'));
    return { result: envelope.result, now: Number.isFinite(now) && now > 0 ? now : null };
  };
}
