// Test helpers of the platform's suites: an app with result validation on, and a call by catalogue
// name that speaks the wire (domo-custom header, reqId, qs form bodies).
import {
  catalogue,
  encodeCustomHeader,
  encodeForm,
  newReqId,
  type EndpointName,
} from '@storefront/contracts';
import request from 'supertest';
import { createApp, type AppOptions, type MockApp } from '../../src/app.js';
import { SESSIONS } from '../../src/store/account/sessions.js';

export const testApp = (options: AppOptions = {}): MockApp =>
  createApp({ validateResults: true, ...options });

export interface CallOptions {
  token?: string;
  uid?: number | string;
  headers?: Record<string, string>;
  /** Leave the reqId out (to test the platform's check). */
  noReqId?: boolean;
}

export function call(
  app: MockApp,
  name: EndpointName,
  input: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  const entry = catalogue[name] as { method: 'GET' | 'POST'; path: string };
  const data = options.noReqId ? input : { ...input, reqId: newReqId() };
  const header = encodeCustomHeader({ token: options.token ?? '', uid: options.uid ?? '' });
  const req =
    entry.method === 'GET'
      ? request(app).get(entry.path).query(encodeForm(data))
      : request(app).post(entry.path).type('form').send(encodeForm(data));
  req.set('domo-custom', header);
  for (const [k, v] of Object.entries(options.headers ?? {})) req.set(k, v);
  return req;
}

/** Inserts a live session for `userId` the way a login would, and returns its identity. */
export function sessionFor(app: MockApp, userId: number): { token: string; uid: number } {
  const token = `test-token-${userId}-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
  const now = app.mock.now();
  app.mock.store.table(SESSIONS).insert({ token, userId, createdAt: now, expiresAt: now + 24 * 3600 * 1000 });
  return { token, uid: userId };
}
