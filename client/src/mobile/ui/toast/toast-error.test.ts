import { ApiError, SessionEndedError } from '../../../core/api/errors';
import { onToast, type ToastMessage } from './toast-bus';
import { toastError } from './toast-error';

describe('toastError: the phone says why a call failed', () => {
  const shown: string[] = [];
  let stop: () => void;
  beforeEach(() => {
    shown.length = 0;
    stop = onToast((message: ToastMessage) => shown.push(message.text));
  });
  afterEach(() => stop());

  it('shows the reason of a refused call', () => {
    toastError(new ApiError('02', '库存不足'));
    expect(shown).toEqual(['库存不足']);
  });

  it('stays silent about an ended session, which asks for login elsewhere', () => {
    toastError(new SessionEndedError());
    expect(shown).toEqual([]);
  });
});
