// The top bar of a mobile page: 返回 on the left, the page title, an optional action on the right.
// 返回 goes back inside the shop, or home when the page was opened directly (a shared link, a QR code).
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackIcon } from '../icons/icons';
import styles from './nav-bar.module.css';

interface NavBarProps {
  title: ReactNode;
  back?: boolean;
  right?: ReactNode;
}

export function NavBar({ title, back = true, right }: NavBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // 'default' is the key of the first entry this app rendered: nothing of ours to go back to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <header className={styles.bar}>
      <div className={styles.side}>
        {back && (
          <button type="button" className={styles.back} aria-label="返回" onClick={goBack}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
