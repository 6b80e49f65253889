// One labelled form row: label, the control, then either the field's error or a hint. The error
// is linked to the control (aria-describedby) by the id the caller gives the control.
import type { ReactNode } from 'react';
import styles from './form.module.css';

interface FormFieldProps {
  /** id of the control inside; the label points at it and the error describes it. */
  htmlFor: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

export const errorIdFor = (id: string): string => `${id}-error`;

export function FormField({ htmlFor, label, required = false, error, hint, children }: FormFieldProps) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      {/* The required star is drawn by CSS so the label's accessible name stays the plain word. */}
      <label className={`${styles.label} ${required ? styles.required : ''}`} htmlFor={htmlFor}>
        {label}
      </label>
      <div className={styles.control}>
        {children}
        {error ? (
          <FieldError id={errorIdFor(htmlFor)} error={error} />
        ) : (
          hint && <p className={styles.hint}>{hint}</p>
        )}
      </div>
    </div>
  );
}

/** A field's problem under it, read out at once; nothing when there is none. */
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className={styles.error} id={id} role="alert">
      {error}
    </p>
  );
}

/** Props every input of a FormField gets: its id and the error link for screen readers. */
export const fieldAria = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdFor(id) : undefined,
});

/** A form-level message (the server's 02 refusal) shown above the buttons. */
export function FormMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.formMessage} role="alert">
      {message}
    </p>
  );
}
