// The foot of every auth form: the form-level message, then the full-width submit button.
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button/button';
import { FormMessage } from '../../../ui/form/form-field';

interface AuthSubmitProps {
  message: string | null;
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}

export function AuthSubmit({ message, pending, pendingText, children }: AuthSubmitProps) {
  return (
    <>
      <FormMessage message={message} />
      <Button type="submit" variant="primary" size="lg" block pending={pending} pendingText={pendingText}>
        {children}
      </Button>
    </>
  );
}
