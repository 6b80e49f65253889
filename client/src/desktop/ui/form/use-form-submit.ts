// The submit every server-backed form shares: one run at a time (useSingleFlight), the form-level
// sentence cleared on each try, and a failure put where the user sees it (applySubmitError).
import { useState } from 'react';
import { applySubmitError } from './server-errors';
import { useSingleFlight } from './use-single-flight';

type SetFieldError<F extends string> = Parameters<typeof applySubmitError<F>>[2];

export function useFormSubmit<V, F extends string>(
  knownFields: readonly F[],
  setError: SetFieldError<F>,
  send: (values: V) => Promise<void>,
): { submit: (values: V) => Promise<void>; message: string | null } {
  const [message, setMessage] = useState<string | null>(null);
  const submit = useSingleFlight(async (values: V) => {
    setMessage(null);
    try {
      await send(values);
    } catch (error) {
      setMessage(applySubmitError(error, knownFields, setError));
    }
  });
  return { submit, message };
}
