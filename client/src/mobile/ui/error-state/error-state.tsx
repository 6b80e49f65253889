// A failed load, said in Chinese, with 重试 (and optionally a link home).
import { Link } from 'react-router-dom';
import styles from './error-state.module.css';

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  homeLink?: boolean;
}

export function ErrorState({
  message = '加载失败，请检查网络后重试',
  onRetry,
  homeLink = false,
}: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{message}</p>
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className={styles.primary} onClick={onRetry}>
            重试
          </button>
        )}
        {homeLink && (
          <Link className={styles.secondary} to="/">
            回到首页
          </Link>
        )}
      </div>
    </div>
  );
}
