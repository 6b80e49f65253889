// The tabs of 我的订单, the same on both faces: the five order states and 退款/售后, each backed by
// its own catalogue call. `label` is the desktop's wording, `shortLabel` the phone's narrow tab.
import type { EndpointName } from '@storefront/contracts';

export const ORDER_TABS = [
  { key: 'all', label: '全部订单', shortLabel: '全部', call: 'getOrders' },
  { key: 'waitPay', label: '待付款', shortLabel: '待付款', call: 'getWaitPay' },
  { key: 'waitDelivery', label: '待发货', shortLabel: '待发货', call: 'getWaitDelivery' },
  { key: 'waitTakeDelivery', label: '待收货', shortLabel: '待收货', call: 'getWaitTakeDelivery' },
  { key: 'waitEvaluate', label: '待评价', shortLabel: '待评价', call: 'getWaitEvaluate' },
  { key: 'afterSale', label: '退款/售后', shortLabel: '售后', call: 'getAfterSale' },
] as const satisfies ReadonlyArray<{ key: string; label: string; shortLabel: string; call: EndpointName }>;

export type OrderTab = (typeof ORDER_TABS)[number];
export type OrderTabKey = OrderTab['key'];
/** The tabs that list orders (every tab but 退款/售后). */
export type OrderListTab = Exclude<OrderTab, { call: 'getAfterSale' }>;
export type OrderListCall = OrderListTab['call'];

/** An unknown or missing key (the page's ?state=) shows 全部. */
export const orderTabOf = (key: string | null): OrderTab =>
  ORDER_TABS.find((t) => t.key === key) ?? ORDER_TABS[0];
