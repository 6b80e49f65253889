// Puts a failed submit where the user sees it: a code-03 reply's field errors go next to their
// fields, a code-02 refusal (or any other failure) becomes one Chinese sentence for the whole form.
// The typed values stay in the form either way: nothing here resets it. Shared by the desktop's and
// the mobile shop's forms.
import { CODE_INVALID_REQUEST } from '@storefront/contracts';
import { errorMessage, isApiError, isIgnorableError } from './errors';

export interface SubmitFailure {
  /** field → message, for the fields the form knows. */
  fields: Record<string, string>;
  /** The sentence for the form (null when every problem sits at a field, or nothing is to be said). */
  message: string | null;
}

export function describeSubmitError(error: unknown, knownFields: readonly string[]): SubmitFailure {
  if (isIgnorableError(error)) return { fields: {}, message: null };
  if (isApiError(error) && error.code === CODE_INVALID_REQUEST) {
    const fields: Record<string, string> = {};
    const others: string[] = [];
    for (const [field, problem] of Object.entries(error.errors)) {
      if (knownFields.includes(field)) fields[field] = problem;
      else others.push(problem);
    }
    const message =
      others.length > 0 ? others.join('；') : Object.keys(fields).length === 0 ? errorMessage(error) : null;
    return { fields, message };
  }
  return { fields: {}, message: errorMessage(error) };
}

/** The react-hook-form side: setError for each field; returns the form-level sentence. */
export function applySubmitError<F extends string>(
  error: unknown,
  knownFields: readonly F[],
  setError: (field: F, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
): string | null {
  const failure = describeSubmitError(error, knownFields);
  let first = true;
  for (const [field, message] of Object.entries(failure.fields)) {
    setError(field as F, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return failure.message;
}
