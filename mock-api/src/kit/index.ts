// @storefront/mock-api/kit: the test kit for suites against the mock (docs/use-in-your-ci.md). It talks
// to a running mock over HTTP and loads no server code.
export { mockClient, type MockClient, type MockClientOptions, type SandboxOptions } from './mock-client.js';
export {
  MOCK_NOW_HEADER,
  SANDBOX_COOKIE,
  SANDBOX_HEADER,
  SCENARIO_HEADER,
  type CallArgs,
  type CallBody,
  type ClockView,
  type PaymentOutcome,
  type Sandbox,
  type SentMessage,
} from './sandbox.js';
export type { CallQuery } from './expect-calls.js';
export { newSandboxId } from './sandbox-id.js';
export { wireCall, type Session, type WireCall } from './wire-call.js';
export type { EndpointName, Envelope, RequestOf, ResultOf, VerifyResult } from '@storefront/contracts';
