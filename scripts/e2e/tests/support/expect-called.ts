// Asserting what the shop called, for journeys: the kit's sandbox.expectCalled (POST /__mock/verify,
// polled briefly because a page's call may still be in flight); a failure prints the near misses.
import type { CallQuery, EndpointName, VerifyResult } from '@storefront/mock-api/kit';
import type { Sandbox } from './sandbox.js';

export type { CallQuery };

/** Waits until the sandbox received the call (`times` exactly when given); throws with near misses. */
export const expectCalled = (
  sandbox: Pick<Sandbox, 'expectCalled'>,
  operation: EndpointName,
  query: CallQuery = {},
): Promise<VerifyResult> => sandbox.expectCalled(operation, query);

/** Asserts the sandbox never received a matching call (now); throws listing the ones it did. */
export const expectNotCalled = (
  sandbox: Pick<Sandbox, 'expectNotCalled'>,
  operation: EndpointName,
  query: Pick<CallQuery, 'where' | 'since'> = {},
): Promise<VerifyResult> => sandbox.expectNotCalled(operation, query);
