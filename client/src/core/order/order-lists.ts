// The order lists by state (the tabs of 我的订单 on every face) and the reads an order change
// makes stale. Each tab is backed by its own catalogue call; the five order lists share request
// and result shapes, the after-sale list has its own.
import type { EndpointName } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InputOf } from '../api/call';
import { apiQuery, invalidateApi, useApiQuery, type QueryExtras } from '../api/query';

export const ORDER_TABS = [
  { key: 'all', label: '全部订单', call: 'getOrders' },
  { key: 'waitPay', label: '待付款', call: 'getWaitPay' },
  { key: 'waitDelivery', label: '待发货', call: 'getWaitDelivery' },
  { key: 'waitTakeDelivery', label: '待收货', call: 'getWaitTakeDelivery' },
  { key: 'waitEvaluate', label: '待评价', call: 'getWaitEvaluate' },
  { key: 'afterSale', label: '退款/售后', call: 'getAfterSale' },
] as const satisfies ReadonlyArray<{ key: string; label: string; call: EndpointName }>;

export type OrderTab = (typeof ORDER_TABS)[number];
export type OrderTabKey = OrderTab['key'];
/** The tabs that list orders (every tab but 退款/售后). */
export type OrderListCall = Exclude<OrderTab['call'], 'getAfterSale'>;

export const orderTabOf = (key: string | null): OrderTab =>
  ORDER_TABS.find((t) => t.key === key) ?? ORDER_TABS[0];

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
