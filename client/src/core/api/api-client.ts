// The one shared axios instance of the app, bound to the session store. The app registers what a
// code-52 reply does (log out and navigate), since navigation belongs to the router.
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { getIdentity } from '../state/session';
import { claimSessionEnd } from '../state/session-flags';
import { createHttpClient } from './http-client';

let sessionEndedHandler: () => void = () => {};

/** The app calls this once with its logout (clear, toast 已退出登录, go to /userLogin). */
export function onSessionEnded(handler: () => void): void {
  sessionEndedHandler = handler;
}

/** Every code-52 reply lands here; only the first of a session logs out (see docs/product-rules.md). */
export function handleSessionInvalid(): void {
  if (claimSessionEnd()) sessionEndedHandler();
}

export const apiClient: AxiosInstance = createHttpClient({
  getIdentity: () => getIdentity(),
  onSessionInvalid: handleSessionInvalid,
});

/** Tests (and only tests) swap the transport of the shared client; returns the restore function. */
export function setTestAdapter(adapter: AxiosAdapter): () => void {
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = adapter;
  return () => {
    apiClient.defaults.adapter = previous;
  };
}
