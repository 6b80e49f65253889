// Verification of the calls a state received (POST /__mock/verify): the request, the answer with its
// near misses, and the helpers a test suite asserts with. Plain data and fetch, so Jest, Playwright and
// the console use the same words; the failure message prints the near misses.

export type FieldValue = string | number | boolean | null;

export interface VerifyRequest {
  /** A catalogue operation name, e.g. `addCart`. */
  operation: string;
  /** The sandbox whose calls are checked; absent or empty: the default state. */
  sandbox?: string;
  /** Decoded request fields (form, query, JSON) and the reply's `code`, compared as text. */
  where?: Record<string, FieldValue>;
  /** Only calls after this journal sequence number. */
  since?: number;
}

export interface VerifiedCall {
  seq: number;
  time: number;
  operation: string | null;
  path: string;
  /** The decoded request fields, secrets masked as the journal shows them. */
  fields: Record<string, unknown>;
  code: string | null;
  msg: string | null;
}

export interface FieldDifference {
  field: string;
  expected: unknown;
  seen: unknown;
}

export interface NearMiss extends VerifiedCall {
  differences: FieldDifference[];
  /** The reply's field problems, when it was a 03. */
  errors?: Record<string, string>;
}

export interface VerifyResult {
  matched: number;
  calls: VerifiedCall[];
  nearMisses: NearMiss[];
  /** The newest sequence number in the journal, a `since` for the next check. */
  lastSeq: number;
}

const show = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** A near miss in one line: which call, what it answered, and each field that differs. */
export function describeNearMiss(miss: NearMiss): string {
  const reply = miss.code ? ` → ${miss.code}${miss.msg ? ` ${miss.msg}` : ''}` : '';
  const diffs = miss.differences.map((d) => `${d.field}: expected ${show(d.expected)}, seen ${show(d.seen)}`);
  const errors = miss.errors ? Object.entries(miss.errors).map(([f, p]) => `${f}: ${p}`) : [];
  return `#${miss.seq} ${miss.operation ?? miss.path}${reply}${diffs.length ? ` (${diffs.join('; ')})` : ''}${
    errors.length ? ` [errors ${errors.join('; ')}]` : ''
  }`;
}

/** The message of a failed expectation: what was asked, how many matched, and the near misses. */
export function describeVerifyFailure(
  asked: VerifyRequest,
  result: VerifyResult,
  expectation: string,
): string {
  const where = asked.where && Object.keys(asked.where).length ? ` where ${JSON.stringify(asked.where)}` : '';
  const lines = [
    `Expected ${asked.operation}${where} in sandbox ${asked.sandbox || '(default)'} ${expectation}, matched ${result.matched}.`,
  ];
  if (result.matched > 0)
    lines.push(
      'Matching calls:',
      ...result.calls.slice(0, 5).map((c) => `  #${c.seq} ${JSON.stringify(c.fields)}`),
    );
  if (result.nearMisses.length > 0)
    lines.push('Near misses:', ...result.nearMisses.map((m) => `  ${describeNearMiss(m)}`));
  else if (result.matched === 0) lines.push('No near misses: no call of this sandbox comes close.');
  return lines.join('\n');
}

/** POST /__mock/verify on the mock at `mockUrl`; throws with the envelope's message on a 03. */
export async function verifyCalls(mockUrl: string, asked: VerifyRequest): Promise<VerifyResult> {
  const res = await fetch(`${mockUrl.replace(/\/+$/, '')}/__mock/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(asked),
  });
  const envelope = (await res.json()) as { code: string; msg: string; result: VerifyResult };
  if (envelope.code !== '01')
    throw new Error(`POST /__mock/verify answered ${envelope.code}: ${envelope.msg}`);
  return envelope.result;
}

/**
 * Asserts the operation was called (exactly `times` when given, else at least once); the error lists
 * the near misses. Works in any test runner: it throws.
 */
export async function expectCalled(
  mockUrl: string,
  asked: VerifyRequest,
  options: { times?: number } = {},
): Promise<VerifyResult> {
  const result = await verifyCalls(mockUrl, asked);
  const ok = options.times === undefined ? result.matched > 0 : result.matched === options.times;
  if (!ok)
    throw new Error(
      describeVerifyFailure(
        asked,
        result,
        options.times === undefined ? 'at least once' : `${options.times} time(s)`,
      ),
    );
  return result;
}

/** Asserts no call matched; the error lists the calls that did. */
export async function expectNotCalled(mockUrl: string, asked: VerifyRequest): Promise<VerifyResult> {
  const result = await verifyCalls(mockUrl, asked);
  if (result.matched > 0) throw new Error(describeVerifyFailure(asked, result, 'never'));
  return result;
}
