// The one shared axios instance of the app, bound to the session store. The app registers what a
// code-52 reply does (log out and navigate), since navigation belongs to the router.
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { getIdentity } from '../state/session';
import { claimSessionEnd } from '../state/session-flags';
import { createHttpClient } from './http-client';

let sessionEndedHandler: () => void = () => {};
let noticeHandler: (text: string) => void = () => {};

/**
 * Each face calls this once with how it shows a notice: the public demo's 演示数据已过期，已为您重新开始
 * when this browser's sandbox went away. Core has no toast of its own (the faces draw them).
 */
export function onNotice(handler: (text: string) => void): void {
  noticeHandler = handler;
}

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
  // The public demo started this browser's data afresh (its sandbox went away): say so, no error.
  onNotice: (text) => noticeHandler(text),
});

/** Tests (and only tests) swap the transport of the shared client; returns the restore function. */
export function setTestAdapter(adapter: AxiosAdapter): () => void {
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = adapter;
  return () => {
    apiClient.defaults.adapter = previous;
  };
}
