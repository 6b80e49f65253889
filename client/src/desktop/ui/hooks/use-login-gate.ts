// Actions only a logged-in user may take (like, collect, comment, follow): a visitor is told and
// sent to /userLogin, which brings them back to this page afterwards.
import { LOGIN_PATH } from '@storefront/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../core/state/use-session';
import { showToast } from '../toast/toast-bus';

export function useLoginGate(): () => boolean {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (isLoggedIn) return true;
    showToast('请先登录', 'info');
    void navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    return false;
  }, [isLoggedIn, navigate, location.pathname, location.search]);
}
