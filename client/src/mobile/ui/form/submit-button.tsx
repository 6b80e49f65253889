// The full-width red button that submits a phone form; disabled with a 中… text while it runs.
import type { ReactNode } from 'react';
import styles from './form.module.css';

interface SubmitButtonProps {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}

export function SubmitButton({ pending, pendingText, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingText : children}
    </button>
  );
}
