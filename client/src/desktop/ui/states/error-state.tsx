import { useEffect, useId, useRef } from 'react';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useFailureGroup } from './failure-group-context';
import styles from './states.module.css';

interface ErrorStateProps {
  error?: unknown;
  title?: string;
  onRetry?: () => void;
}

/**
 * A failed load with a 重新加载 button. Shows nothing for an ended session (code 52: the user is
 * already on the way to /userLogin) or a request the page itself aborted, nor when it is one of
 * several failures of a FailureGroup (the group says it once).
 */
export function ErrorState({ error, title = '加载失败', onRetry }: ErrorStateProps) {
  const ignorable = error !== undefined && isIgnorableError(error);
  const group = useFailureGroup();
  const register = group?.register;
  const id = useId();
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (!register || ignorable) return;
    return register(id, () => retry.current?.());
  }, [register, ignorable, id]);
  if (ignorable || group?.collapsed) return null;
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
