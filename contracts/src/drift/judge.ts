// The verdict on one reply against the catalogue: HTTP status, the envelope, the code, then the
// operation's result schema, with the first differing paths (expected vs seen) so a person can see
// what moved without opening the report.
import type { z } from 'zod';
import { CODE_SUCCESS } from '../constants.js';
import { isEnvelope } from '../wire/envelope.js';
import type { Sent } from './send.js';

export type Verdict =
  | 'same'
  | 'schema'
  | 'code'
  | 'envelope'
  | 'status'
  | 'html'
  | 'not-json'
  | 'redirect'
  | 'timeout'
  | 'too-large'
  | 'network';

export interface Difference {
  path: string;
  expected: string;
  seen: string;
}

export interface Judgement {
  verdict: Verdict;
  httpStatus: number | null;
  code: string | null;
  /** A short reason a person can act on (empty when the reply is the same). */
  detail: string;
  differences: Difference[];
}

/** How many differing paths the table shows; the JSON report keeps them all. */
export const SHOWN_DIFFERENCES = 3;
const MAX_DIFFERENCES = 50;

const judgement = (verdict: Verdict, rest: Partial<Judgement> = {}): Judgement => ({
  verdict,
  httpStatus: null,
  code: null,
  detail: '',
  differences: [],
  ...rest,
});

export function judge(sent: Sent, result: z.ZodType, expectedCode = CODE_SUCCESS): Judgement {
  if (sent.kind === 'timeout') return judgement('timeout', { detail: `no reply within ${sent.ms} ms` });
  if (sent.kind === 'network') return judgement('network', { detail: sent.detail });
  if (sent.kind === 'too-large')
    return judgement('too-large', { httpStatus: sent.status, detail: 'reply body over the size limit' });
  const httpStatus = sent.status;
  if (httpStatus >= 300 && httpStatus < 400)
    return judgement('redirect', { httpStatus, detail: `redirected to ${sent.location ?? '(no Location)'}` });
  if (/html/i.test(sent.contentType) || /^\s*</.test(sent.body))
    return judgement('html', { httpStatus, detail: `an HTML page: ${htmlTitle(sent.body)}` });
  let body: unknown;
  try {
    body = JSON.parse(sent.body);
  } catch {
    return judgement('not-json', {
      httpStatus,
      detail: `${sent.contentType || 'no content type'}: ${JSON.stringify(sent.body.slice(0, 60))}`,
    });
  }
  if (httpStatus !== 200)
    return judgement('status', {
      httpStatus,
      code: isEnvelope(body) ? body.code : null,
      detail: `HTTP ${httpStatus}, expected 200${isEnvelope(body) ? `: ${body.msg}` : ''}`,
    });
  if (!isEnvelope(body))
    return judgement('envelope', {
      httpStatus,
      detail: 'not an envelope {code, msg, result}',
      differences: envelopeDifferences(body),
    });
  if (body.code !== expectedCode)
    return judgement('code', {
      httpStatus,
      code: body.code,
      detail: `code ${body.code}, expected ${expectedCode}: ${body.msg}`,
    });
  const parsed = result.safeParse(body.result);
  if (parsed.success) return judgement('same', { httpStatus, code: body.code });
  const differences = parsed.error.issues
    .slice(0, MAX_DIFFERENCES)
    .map((issue) => difference(body.result, issue));
  return judgement('schema', {
    httpStatus,
    code: body.code,
    detail: `${parsed.error.issues.length} difference(s) from the result schema`,
    differences,
  });
}

function envelopeDifferences(body: unknown): Difference[] {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const differences: Difference[] = ['code', 'msg']
    .filter((key) => typeof value[key] !== 'string')
    .map((key) => ({ path: key, expected: 'string', seen: describe(value[key]) }));
  if (!('result' in value)) differences.push({ path: 'result', expected: 'present', seen: 'missing' });
  return differences;
}

function difference(root: unknown, issue: z.core.$ZodIssue): Difference {
  const path = issue.path.map(String);
  const seen = path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
    root,
  );
  return {
    path: ['result', ...path].join('.'),
    expected: expectedOf(issue),
    seen: issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : describe(seen),
  };
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return issue.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'unrecognized_keys':
      return 'no such fields';
    default:
      return issue.message;
  }
}

/** A value as the table shows it: its JSON type and a short sample. */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  const sample = JSON.stringify(value);
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (type === 'object' || type === 'array') return type;
  return `${type} ${sample.length > 24 ? `${sample.slice(0, 21)}…` : sample}`;
}

function htmlTitle(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  return title ? JSON.stringify(title.slice(0, 60)) : 'no title';
}
