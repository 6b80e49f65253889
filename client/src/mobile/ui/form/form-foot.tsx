// The end of a phone form: the failure's sentence (with 重试 after a network failure) and the submit.
import type { ReactNode } from 'react';
import type { FormFailure } from './form-failure';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';

interface FormFootProps {
  /** The form's useFormSend: its failure, and its submit for 重试. */
  send: { failure: FormFailure | null; submit: () => Promise<void> };
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}

export function FormFoot({ send, pending, pendingText, children }: FormFootProps) {
  const { failure, submit } = send;
  return (
    <>
      <FormMessage
        message={failure?.message ?? null}
        onRetry={failure?.retryable ? () => void submit() : undefined}
      />
      <SubmitButton pending={pending} pendingText={pendingText}>
        {children}
      </SubmitButton>
    </>
  );
}
