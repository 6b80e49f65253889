// Per docs/product-rules.md: a code-52 reply logs out once per session. The flag in session storage is '1' while a
// login is live and '2' once it has been ended, so a burst of concurrent 52 replies logs out once.
import { STORAGE_KEYS } from '@storefront/contracts';
import { storageGet, storageRemove, storageSet } from './web-storage';

export const LOGOUT_FLAG_ACTIVE = '1';
export const LOGOUT_FLAG_ENDED = '2';

/** A fresh login re-arms the one-time logout and forgets an earlier token failure. */
export function markSessionStarted(): void {
  storageSet('session', STORAGE_KEYS.logoutFlag, LOGOUT_FLAG_ACTIVE);
  storageRemove('session', STORAGE_KEYS.tokenFailure);
}

/**
 * True for the first code-52 of this session only: it records the token failure and sets the flag
 * to '2'; every later call returns false until the next login.
 */
export function claimSessionEnd(): boolean {
  if (storageGet('session', STORAGE_KEYS.logoutFlag) === LOGOUT_FLAG_ENDED) return false;
  storageSet('session', STORAGE_KEYS.logoutFlag, LOGOUT_FLAG_ENDED);
  storageSet('session', STORAGE_KEYS.tokenFailure, '1');
  return true;
}

/** Whether the last session ended because the server rejected its token (the login page may say so). */
export const hadTokenFailure = (): boolean => storageGet('session', STORAGE_KEYS.tokenFailure) === '1';
