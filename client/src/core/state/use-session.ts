// The session for components: who is logged in, and the login action (logout: use-logout.ts).
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import {
  isLoggedInAtom,
  saveSession,
  tokenAtom,
  userIdAtom,
  userInfoAtom,
  type LoginResult,
} from './session';
import { markSessionStarted } from './session-flags';

export function useSession() {
  const userId = useAtomValue(userIdAtom);
  const token = useAtomValue(tokenAtom);
  const userInfo = useAtomValue(userInfoAtom);
  const isLoggedIn = useAtomValue(isLoggedInAtom);

  /** Stores a login/sign-up result; the caller navigates (usually to the `redirect` query). */
  const login = useCallback((result: LoginResult) => {
    saveSession(result);
    markSessionStarted();
  }, []);

  return { userId, token, userInfo, isLoggedIn, login };
}
