import type { ReactNode } from 'react';
import styles from './states.module.css';

interface EmptyStateProps {
  title?: string;
  description?: string;
  /** A button or links, e.g. hot words to try. */
  action?: ReactNode;
}

export function EmptyState({ title = '暂无数据', description, action }: EmptyStateProps) {
  return (
    <div className={styles.box} role="status">
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
        <rect x="10" y="18" width="44" height="32" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 30h14l4 6h8l4-6h14" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
