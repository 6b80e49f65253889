// 撤销申请 for a refund or a repair: the reply is the updated record, which replaces the cached one.
import type { EndpointName } from '@storefront/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isIgnorableError } from '../../api/errors';
import { invalidateApi } from '../../api/query';
import { showToast } from '../../ui/toast/toast-bus';

const AFFECTED: EndpointName[] = [
  'getRefundDetailInfo',
  'getRepairDetailInfo',
  'getAfterSale',
  'getOrders',
  'getOrderNew',
  'getWaitDelivery',
  'getWaitTakeDelivery',
  'getWaitEvaluate',
];

export function useAfterSaleChange<T>(run: () => Promise<T>, doneText: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      showToast(doneText, 'success');
      void invalidateApi(queryClient, ...AFFECTED);
      onDone?.();
    },
    onError: (error) => {
      if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
    },
  });
}
