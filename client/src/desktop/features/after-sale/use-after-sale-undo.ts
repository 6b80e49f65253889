// 撤销申请 for a refund or a repair: runs the undo (whose area hook refreshes the record, the order
// and the after-sale lists) and says it is done or why not.
import { useMutation } from '@tanstack/react-query';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';

export function useAfterSaleChange<T>(run: () => Promise<T>, doneText: string, onDone?: () => void) {
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      showToast(doneText, 'success');
      onDone?.();
    },
    onError: toastError,
  });
}
