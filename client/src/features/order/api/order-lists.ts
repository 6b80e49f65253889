// The tabs of /orders and the list call behind each (the order calls of the catalogue).
import type { EndpointName } from '@storefront/contracts';

export const ORDER_TABS = [
  { key: 'all', label: '全部订单', call: 'getOrders' },
  { key: 'waitPay', label: '待付款', call: 'getWaitPay' },
  { key: 'waitDelivery', label: '待发货', call: 'getWaitDelivery' },
  { key: 'waitTakeDelivery', label: '待收货', call: 'getWaitTakeDelivery' },
  { key: 'waitEvaluate', label: '待评价', call: 'getWaitEvaluate' },
  { key: 'afterSale', label: '退款/售后', call: 'getAfterSale' },
] as const satisfies ReadonlyArray<{ key: string; label: string; call: EndpointName }>;

export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];

export const orderTabOf = (key: string | null): (typeof ORDER_TABS)[number] =>
  ORDER_TABS.find((t) => t.key === key) ?? ORDER_TABS[0];

/** Every call whose cached answer an order change may make stale. */
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
