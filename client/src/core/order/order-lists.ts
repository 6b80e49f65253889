// The order lists by state (the tabs of order-tabs.ts) and the reads an order change makes stale.
// The five order lists share request and result shapes, the after-sale list has its own.
import type { EndpointName } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InputOf } from '../api/call';
import type { OrderListCall } from './order-tabs';
import { apiQuery, invalidateApi, useApiQuery, type QueryExtras } from '../api/query';

/** Every read whose cached answer an order change may make stale. */
export const ORDER_DEPENDENT_CALLS = [
  'getOrders',
  'getWaitPay',
  'getWaitDelivery',
  'getWaitTakeDelivery',
  'getWaitEvaluate',
  'getAfterSale',
  'getOrderNew',
  'getPersonalData',
  'getInvoice',
  // Order events (paid, shipped, refunded …) post order messages: the header badge counts them.
  'messageTotal',
] as const satisfies readonly EndpointName[];

type ListInput = InputOf<'getOrders'>;

/** The orders of one state (`getOrders` for 全部), paged. */
export const useOrderList = (call: OrderListCall, input: ListInput, extras?: QueryExtras<'getOrders'>) =>
  useApiQuery(apiQuery(call as 'getOrders', input), extras);

/** 退款/售后: the after-sale records, paged. */
export const useAfterSaleList = (input: InputOf<'getAfterSale'>, extras?: QueryExtras<'getAfterSale'>) =>
  useApiQuery(apiQuery('getAfterSale', input), extras);

/** Marks every order read stale, for a change the client learns of without making it (paid by poll). */
export function useRefreshOrders(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void invalidateApi(queryClient, ...ORDER_DEPENDENT_CALLS), [queryClient]);
}
