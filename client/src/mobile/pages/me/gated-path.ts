// A login-only link on 我的: a visitor is sent to log in first, and comes back to where it pointed.
import { loginPathFor } from '../../ui/login-redirect/login-redirect';

export const gatedPath = (loggedIn: boolean, path: string): string => {
  if (loggedIn) return path;
  const [pathname = '/', search = ''] = path.split('?');
  return loginPathFor(pathname, search ? `?${search}` : '');
};
