// Visitors who try a login-only action go to /userLogin first, with a way back to this page.
import { LOGIN_PATH } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { isLoggedInAtom } from '../../state/session';

export function useRequireLogin(): () => boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (loggedIn) return true;
    navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
    return false;
  };
}
