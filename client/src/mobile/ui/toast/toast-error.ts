// The phone's answer to a failed call, as the desktop's toastError: the reason in a toast, except for
// failures already dealt with elsewhere (an ended session asks for login; a cancelled request needs no word).
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { showToast } from './toast-bus';

export function toastError(error: unknown): void {
  if (!isIgnorableError(error)) showToast(errorMessage(error));
}
