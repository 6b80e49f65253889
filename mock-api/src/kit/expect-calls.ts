// Asserting what a sandbox received, on the mock's POST /__mock/verify: polled briefly, because a
// page's call may still be in flight when the assertion runs; a failure lists the near misses.
import {
  describeVerifyFailure,
  verifyCalls,
  type FieldValue,
  type VerifyRequest,
  type VerifyResult,
} from '@storefront/contracts';

export interface CallQuery {
  /** Request fields (form, query, JSON) and the reply's `code`, compared as text. */
  where?: Record<string, FieldValue>;
  /** Only calls after this journal sequence number (a result's `lastSeq`). */
  since?: number;
  /** Exactly this many matches (default: at least one). */
  times?: number;
  /** How long to wait for the call (default 5 s; 0 checks once). */
  timeoutMs?: number;
}

const POLL_MS = 200;

/** Waits until the call landed (`times` exactly when given); rejects with the near misses. */
export async function expectCalledOn(
  baseUrl: string,
  sandbox: string,
  operation: string,
  query: CallQuery = {},
): Promise<VerifyResult> {
  const asked: VerifyRequest = { operation, sandbox, where: query.where, since: query.since };
  const deadline = performance.now() + (query.timeoutMs ?? 5000);
  for (;;) {
    const result = await verifyCalls(baseUrl, asked);
    const ok = query.times === undefined ? result.matched > 0 : result.matched === query.times;
    if (ok) return result;
    if (performance.now() >= deadline) {
      const expectation = query.times === undefined ? 'at least once' : `${query.times} time(s)`;
      throw new Error(describeVerifyFailure(asked, result, expectation));
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Checks now that no matching call landed; rejects listing the ones that did. */
export async function expectNotCalledOn(
  baseUrl: string,
  sandbox: string,
  operation: string,
  query: Pick<CallQuery, 'where' | 'since'> = {},
): Promise<VerifyResult> {
  const asked: VerifyRequest = { operation, sandbox, where: query.where, since: query.since };
  const result = await verifyCalls(baseUrl, asked);
  if (result.matched > 0) throw new Error(describeVerifyFailure(asked, result, 'never'));
  return result;
}
