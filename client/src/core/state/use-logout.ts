// 退出登录 from a button, in either face: the logout, and every cached answer dropped, so the next
// user never sees this one's cart or orders.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout, type LogoutFace } from './logout';

export function useLogout(face: LogoutFace): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    logout(navigate, face);
    queryClient.removeQueries({ queryKey: ['api'] });
  }, [queryClient, navigate, face]);
}
