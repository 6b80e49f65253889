// Example values of the wire shared by the Pact consumer tests and the OpenAPI document: the demo
// identity, the session header, the failure envelopes and the concrete form of an example input.
import { encodeCustomHeader } from '../wire/custom-header.js';
import { invalid, sessionInvalid, type Envelope } from '../wire/envelope.js';
import { isStateValue, type Input, type InputValue } from './entry-example.js';

/** The identity the consumer test puts in the session store for logged-in variants. */
export const DEMO_IDENTITY = { uid: '100000', token: 'a1b2c3d4'.repeat(8) } as const;
/** Fixed timestamp of the header example the provider replays (the test checks the real one). */
export const HEADER_EXAMPLE_TIME = Date.UTC(2026, 10, 22, 8, 0, 0);
export const REQ_ID_EXAMPLE = '3f0e6c1a-8b2d-4c5e-9f7a-1b2c3d4e5f60';

export function headerExample(loggedIn: boolean): string {
  return encodeCustomHeader(loggedIn ? DEMO_IDENTITY : {}, HEADER_EXAMPLE_TIME);
}

/** The example values the client really sends (state markers replaced by their examples). */
export function concreteInput(input: Input): Record<string, unknown> {
  const resolve = (value: InputValue): unknown =>
    isStateValue(value) ? value.example : Array.isArray(value) ? value.map(resolve) : value;
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, resolve(value)]));
}

export const SUCCESS_MSG_EXAMPLE = '成功';
export const sessionInvalidExample = (): Envelope<null> => sessionInvalid();
export const FIELD_PROBLEM_EXAMPLE = '格式不正确';
export const invalidExample = (field: string): Envelope<null> =>
  invalid({ [field]: FIELD_PROBLEM_EXAMPLE }, '请求参数有误');
