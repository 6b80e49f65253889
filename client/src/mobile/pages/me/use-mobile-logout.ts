// 退出登录 in the mobile shop: forget the session and its counters, drop every cached answer (the
// next user must never see this one's orders), say 已退出登录 and go to the login page.
import { LOGOUT_MESSAGE } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetSession } from '../../../state/forget-session';
import { showToast } from '../../ui/toast/toast-bus';

export function useMobileLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    forgetSession();
    queryClient.removeQueries({ queryKey: ['api'] });
    showToast(LOGOUT_MESSAGE);
    void navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
