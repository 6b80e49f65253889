// Calls to the mock's admin API: always with the x-mock-admin header (admin writes need it or a JSON
// body, see mock-api/README.md "Admin safety"), and, for the calls that act on a state, the sandbox
// the console is acting on.
export interface Reply<T> {
  code: string;
  msg: string;
  result: T;
  errors?: Record<string, string>;
}

let target: string | null = null;
const listeners = new Set<() => void>();

export const currentTarget = (): string | null => target;
export function setTarget(id: string | null): void {
  target = id;
  for (const listener of listeners) listener();
}
export const onTargetChange = (listener: () => void): void => void listeners.add(listener);

export async function admin<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: { scoped?: boolean; sandbox?: string; scenario?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'x-mock-admin': '1', accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const sandbox = options.sandbox ?? (options.scoped !== false ? target : null);
  if (sandbox) headers['x-mock-sandbox'] = sandbox;
  if (options.scenario) headers['x-mock-scenario'] = options.scenario;
  try {
    const res = await fetch(`/__mock${path}`, {
      method,
      headers,
      credentials: 'omit',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return (await res.json()) as Reply<T>;
  } catch (err) {
    return { code: 'network', msg: err instanceof Error ? err.message : String(err), result: null as T };
  }
}

/** One line for the status bar: the reply's msg, and its field problems when it has them. */
export const describeReply = (reply: Reply<unknown>): string =>
  reply.errors ? `${reply.msg}：${Object.values(reply.errors).join('；')}` : reply.msg;
