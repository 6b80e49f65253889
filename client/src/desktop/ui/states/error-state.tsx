import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import styles from './states.module.css';

interface ErrorStateProps {
  error?: unknown;
  title?: string;
  onRetry?: () => void;
}

/**
 * A failed load with a 重新加载 button. Shows nothing for an ended session (code 52: the user is
 * already on the way to /userLogin) or a request the page itself aborted.
 */
export function ErrorState({ error, title = '加载失败', onRetry }: ErrorStateProps) {
  if (error !== undefined && isIgnorableError(error)) return null;
  return (
    <div className={styles.box} role="alert">
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M32 20v16M32 42v3" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {error !== undefined && <p className={styles.description}>{errorMessage(error)}</p>}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          重新加载
        </button>
      )}
    </div>
  );
}
