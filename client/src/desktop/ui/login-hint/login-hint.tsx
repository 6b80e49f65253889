// Shown instead of a form to a visitor: a 登录 link that comes back to this page, then what logging in
// allows (`children`, e.g. 后参与评论).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styles from './login-hint.module.css';

export function LoginHint({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <p className={styles.hint}>
      <Link to={`/userLogin?redirect=${encodeURIComponent(location.pathname + location.search)}`}>登录</Link>
      {children}
    </p>
  );
}
