// Where a link of 我的 goes: a login-only page sends a visitor to log in first, and the login comes
// back to where the link pointed.
import { loginPathFor } from '../../../ui/login-redirect/login-redirect';

export const gated = (loggedIn: boolean, path: string): string => {
  if (loggedIn) return path;
  const [pathname, search = ''] = path.split('?');
  return loginPathFor(pathname!, search ? `?${search}` : '');
};
