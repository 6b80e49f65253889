// Asserting what the shop called, for journeys (see mock-api/README.md, "For test suites"): the
// mock's POST /__mock/verify on the test's sandbox, polled briefly because a page's call may still be
// in flight when the assertion runs. A failure prints the near misses the mock found.
import {
  describeVerifyFailure,
  verifyCalls,
  type FieldValue,
  type VerifyResult,
} from '@storefront/contracts';
import type { Sandbox } from './sandbox.js';

export interface CallQuery {
  where?: Record<string, FieldValue>;
  since?: number;
  /** Exactly this many matches (default: at least one). */
  times?: number;
  /** How long to wait for the call (default 5 s). */
  timeoutMs?: number;
}

const mockUrl = (): string => {
  const url = process.env.E2E_MOCK_URL;
  if (!url) throw new Error('E2E_MOCK_URL is not set: run the journeys with `npm run test:e2e`.');
  return url;
};

/** Waits until the sandbox received the call (`times` exactly when given); throws with near misses. */
export async function expectCalled(
  sandbox: Pick<Sandbox, 'id'>,
  operation: string,
  query: CallQuery = {},
): Promise<VerifyResult> {
  const asked = { operation, sandbox: sandbox.id, where: query.where, since: query.since };
  const deadline = Date.now() + (query.timeoutMs ?? 5000);
  for (;;) {
    const result = await verifyCalls(mockUrl(), asked);
    const ok = query.times === undefined ? result.matched > 0 : result.matched === query.times;
    if (ok) return result;
    if (Date.now() > deadline) {
      const expectation = query.times === undefined ? 'at least once' : `${query.times} time(s)`;
      throw new Error(describeVerifyFailure(asked, result, expectation));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Asserts the sandbox never received a matching call (now); throws listing the ones it did. */
export async function expectNotCalled(
  sandbox: Pick<Sandbox, 'id'>,
  operation: string,
  query: Pick<CallQuery, 'where' | 'since'> = {},
): Promise<VerifyResult> {
  const asked = { operation, sandbox: sandbox.id, where: query.where, since: query.since };
  const result = await verifyCalls(mockUrl(), asked);
  if (result.matched > 0) throw new Error(describeVerifyFailure(asked, result, 'never'));
  return result;
}
