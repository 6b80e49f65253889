// The end of a phone form: the failure's sentence (with 重试 after a network failure) and the submit.
import type { ReactNode } from 'react';
import type { FormFailure } from './form-failure';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';

interface FormFootProps {
  failure: FormFailure | null;
  retry: () => void;
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}

export function FormFoot({ failure, retry, pending, pendingText, children }: FormFootProps) {
  return (
    <>
      <FormMessage message={failure?.message ?? null} onRetry={failure?.retryable ? retry : undefined} />
      <SubmitButton pending={pending} pendingText={pendingText}>
        {children}
      </SubmitButton>
    </>
  );
}
