// A stacked field of the login and sign-up cards: label above, input (and an optional button
// beside it), then the error or a notice below.
import type { ReactNode } from 'react';
import { errorIdFor, FieldError } from '../../../ui/form/form-field';
import styles from '../auth.module.css';

export interface AuthFieldProps {
  id: string;
  label: string;
  error?: string;
  /** A button beside the input (获取验证码). */
  addon?: ReactNode;
  notice?: string | null;
  children: ReactNode;
}

export function AuthField({ id, label, error, addon, notice, children }: AuthFieldProps) {
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      <div className={addon ? styles.inline : undefined}>
        {children}
        {addon}
      </div>
      <FieldError id={errorIdFor(id)} error={error} />
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
