// Nothing to show (no results, an empty list): a short Chinese line and what to do next.
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  description?: string;
  /** A link or buttons offering the next step. */
  children?: ReactNode;
}

export function EmptyState({ title, description, children }: EmptyStateProps) {
  return (
    <div className={styles.box}>
      <svg className={styles.picture} viewBox="0 0 64 64" aria-hidden="true">
        <rect x="10" y="18" width="44" height="34" rx="4" fill="#f0f0f0" />
        <path d="M10 26h44" stroke="#d9d9d9" strokeWidth="2" />
        <circle cx="32" cy="38" r="6" fill="none" stroke="#bfbfbf" strokeWidth="2" />
        <path d="M22 18l4-6h12l4 6" fill="none" stroke="#d9d9d9" strokeWidth="2" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
