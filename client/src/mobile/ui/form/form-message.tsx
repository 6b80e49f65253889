// The sentence for a whole form after a failed submit (a refusal, a network failure), read out at
// once. A network failure offers 重试, which submits the same values again: nothing typed is lost.
import styles from './form.module.css';

interface FormMessageProps {
  message: string | null;
  onRetry?: () => void;
}

export function FormMessage({ message, onRetry }: FormMessageProps) {
  if (!message) return null;
  return (
    <div className={styles.formMessage} role="alert">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}
