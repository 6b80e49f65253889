// After-sale writes: apply for a refund or a repair, withdraw either, and send the goods back.
// Each changes the order's lines and the after-sale records, so those reads refresh.
import type { EndpointName } from '@storefront/contracts';
import { call, type InputOf } from '../api/call';
import { useApiMutation, type CallbacksOf } from '../api/mutation';
import { ORDER_DEPENDENT_CALLS } from './order-lists';

const AFTER_SALE_DEPENDENT_CALLS = [
  ...ORDER_DEPENDENT_CALLS,
  'getRefundDetailInfo',
  'getRepairDetailInfo',
] as const satisfies readonly EndpointName[];

const effects = { invalidates: AFTER_SALE_DEPENDENT_CALLS };

/** 申请退款 for an order line. */
export const useApplyRefund = (callbacks?: CallbacksOf<'refundOrderProduct'>) =>
  useApiMutation(
    (input: InputOf<'refundOrderProduct'>) => call('refundOrderProduct', input),
    effects,
    callbacks,
  );

/** 申请维修 for an order line. */
export const useApplyRepair = (callbacks?: CallbacksOf<'repairOrderProduct'>) =>
  useApiMutation(
    (input: InputOf<'repairOrderProduct'>) => call('repairOrderProduct', input),
    effects,
    callbacks,
  );

/** 撤销退款申请. */
export const useUndoRefund = (callbacks?: CallbacksOf<'undoApplyRefund'>) =>
  useApiMutation((input: InputOf<'undoApplyRefund'>) => call('undoApplyRefund', input), effects, callbacks);

/** 撤销维修申请. */
export const useUndoRepair = (callbacks?: CallbacksOf<'undoApplyRepair'>) =>
  useApiMutation((input: InputOf<'undoApplyRepair'>) => call('undoApplyRepair', input), effects, callbacks);

/** 填写退货物流: the express company and number of the goods sent back. */
export const useSendReturnExpress = (callbacks?: CallbacksOf<'refundExpressNew'>) =>
  useApiMutation((input: InputOf<'refundExpressNew'>) => call('refundExpressNew', input), effects, callbacks);
