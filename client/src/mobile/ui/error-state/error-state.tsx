// A failed load, said in Chinese, with 重试 (or the caller's word, 重新加载) and optionally a link home.
import { Link } from 'react-router-dom';
import styles from './error-state.module.css';

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  retryText?: string;
  homeLink?: boolean;
}

export function ErrorState({
  message = '加载失败，请检查网络后重试',
  onRetry,
  retryText = '重试',
  homeLink = false,
}: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{message}</p>
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className={styles.primary} onClick={onRetry}>
            {retryText}
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
