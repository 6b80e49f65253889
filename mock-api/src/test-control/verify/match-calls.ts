// Which journal entries match a verification (POST /__mock/verify), and, when none does, the calls
// that came closest: same or similar operation, fewest differing fields. Field values are compared as
// text because form and query fields arrive as strings while a test writes `goodsId: 5`.
import type { FieldDifference, FieldValue, NearMiss, VerifiedCall } from '@storefront/contracts';
import { distance } from 'fastest-levenshtein';
import type { JournalDetail } from '../journal.js';

export const NEAR_MISS_LIMIT = 3;
/**
 * An operation name further than this (edit distance / length) from the asked one is no near miss,
 * unless it is within two edits (a short name's typo).
 */
const OPERATION_CLOSENESS = 0.5;
const OPERATION_EDITS = 2;

interface Envelope {
  code?: unknown;
  msg?: unknown;
  errors?: unknown;
}

/** The decoded request fields: the query and a form or JSON body, without the transport's reqId. */
function fieldsOf(entry: JournalDetail): Record<string, unknown> {
  const asObject = (v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const { reqId: _reqId, ...fields } = { ...asObject(entry.query), ...asObject(entry.body) };
  return fields;
}

/** A field by name, or by a dotted path into nested form fields (`address.cityCode`). */
function fieldValue(fields: Record<string, unknown>, name: string): unknown {
  if (name in fields) return fields[name];
  return name.split('.').reduce<unknown>((at, key) => {
    if (typeof at !== 'object' || at === null) return undefined;
    return (at as Record<string, unknown>)[key];
  }, fields);
}

const sameValue = (expected: FieldValue, seen: unknown): boolean => {
  if (seen === undefined) return false;
  if (expected === null || typeof seen === 'object') return JSON.stringify(expected) === JSON.stringify(seen);
  return String(expected) === String(seen);
};

export function toCall(entry: JournalDetail): VerifiedCall {
  const reply = (entry.reply ?? {}) as Envelope;
  return {
    seq: entry.seq,
    time: entry.time,
    operation: entry.operation,
    path: entry.path,
    fields: fieldsOf(entry),
    code: entry.code,
    msg: typeof reply.msg === 'string' ? reply.msg : null,
  };
}

/** The `where` fields the call differs in; `code` is the reply's code. */
function differences(call: VerifiedCall, where: Record<string, FieldValue>): FieldDifference[] {
  const found: FieldDifference[] = [];
  for (const [field, expected] of Object.entries(where)) {
    const seen = field === 'code' ? call.code : fieldValue(call.fields, field);
    if (!sameValue(expected, seen)) found.push({ field, expected, seen: seen ?? null });
  }
  return found;
}

/** 0 for the same name; else the edit distance over the longer length, or 0.5 at most within two edits. */
const closeness = (asked: string, seen: string): number => {
  const edits = distance(asked.toLowerCase(), seen.toLowerCase());
  const ratio = edits / Math.max(asked.length, seen.length, 1);
  return edits <= OPERATION_EDITS ? Math.min(ratio, OPERATION_CLOSENESS) : ratio;
};

export interface MatchOutcome {
  calls: VerifiedCall[];
  nearMisses: NearMiss[];
}

/** The calls of `entries` (oldest first) that match; with none, up to three near misses, closest first. */
export function matchCalls(
  entries: JournalDetail[],
  operation: string,
  where: Record<string, FieldValue>,
): MatchOutcome {
  const calls: VerifiedCall[] = [];
  const misses: Array<{ miss: NearMiss; score: number }> = [];
  for (const entry of entries) {
    const call = toCall(entry);
    const fieldDiffs = differences(call, where);
    const sameOperation = call.operation === operation;
    if (sameOperation && fieldDiffs.length === 0) {
      calls.push(call);
      continue;
    }
    const byName = sameOperation
      ? 0
      : closeness(operation, call.operation ?? call.path.split('/').pop() ?? '');
    if (byName > OPERATION_CLOSENESS) continue;
    const diffs = sameOperation
      ? fieldDiffs
      : [{ field: 'operation', expected: operation, seen: call.operation ?? call.path }, ...fieldDiffs];
    const errors = (entry.reply as Envelope | null)?.errors;
    const miss: NearMiss = {
      ...call,
      differences: diffs,
      ...(typeof errors === 'object' && errors !== null ? { errors: errors as Record<string, string> } : {}),
    };
    // A wrong operation weighs a little more than one differing field; newer calls win ties.
    misses.push({ miss, score: fieldDiffs.length + (sameOperation ? 0 : 1 + byName) - call.seq * 1e-9 });
  }
  const nearMisses =
    calls.length > 0
      ? []
      : misses
          .sort((a, b) => a.score - b.score)
          .slice(0, NEAR_MISS_LIMIT)
          .map((m) => m.miss);
  return { calls, nearMisses };
}
