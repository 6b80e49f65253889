// The session for components: who is logged in, and login/logout actions.
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout as performLogout } from './logout';
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
  const navigate = useNavigate();

  /** Stores a login/sign-up result; the caller navigates (usually to the `redirect` query). */
  const login = useCallback((result: LoginResult) => {
    saveSession(result);
    markSessionStarted();
  }, []);

  const logout = useCallback(() => performLogout(navigate), [navigate]);

  return { userId, token, userInfo, isLoggedIn, login, logout };
}
