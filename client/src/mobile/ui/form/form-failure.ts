// What a phone form shows after its submit failed: problems of the fields it knows beside them, one
// sentence for the rest, and whether 重试 makes sense (a network failure, not a refusal).
import { isNetworkError } from '../../../core/api/errors';
import { applySubmitError } from '../../../core/api/submit-errors';

export interface FormFailure {
  message: string | null;
  retryable: boolean;
}

export function formFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
): FormFailure {
  return { message: applySubmitError(error, fields, setError), retryable: isNetworkError(error) };
}
