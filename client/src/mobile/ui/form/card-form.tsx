// A settings-style phone form: its fields on one card, then the failure's sentence and the submit.
import type { FormEvent, ReactNode } from 'react';
import type { FormFailure } from './form-failure';
import { FormFoot } from './form-foot';
import styles from './form.module.css';

interface CardFormProps {
  /** The form's accessible name (…表单). */
  label: string;
  /** The form's useFormSend. */
  send: { failure: FormFailure | null; submit: (event?: FormEvent) => Promise<void> };
  pending: boolean;
  submitText: string;
  children: ReactNode;
}

export function CardForm({ label, send, pending, submitText, children }: CardFormProps) {
  return (
    <form onSubmit={send.submit} noValidate aria-label={label}>
      <div className={styles.card}>{children}</div>
      <FormFoot send={send} pending={pending} pendingText="提交中...">
        {submitText}
      </FormFoot>
    </form>
  );
}
