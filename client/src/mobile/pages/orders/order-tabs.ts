// The tabs of /m/orders (?state=) and the list call behind each; the phone shows the five tabs
// shoppers know, 售后 stays on the desktop's after-sale pages.
import type { EndpointName } from '@storefront/contracts';

export const MOBILE_ORDER_TABS = [
  { state: 'all', label: '全部', call: 'getOrders' },
  { state: 'waitPay', label: '待付款', call: 'getWaitPay' },
  { state: 'waitDelivery', label: '待发货', call: 'getWaitDelivery' },
  { state: 'waitTakeDelivery', label: '待收货', call: 'getWaitTakeDelivery' },
  { state: 'waitEvaluate', label: '待评价', call: 'getWaitEvaluate' },
] as const satisfies ReadonlyArray<{ state: string; label: string; call: EndpointName }>;

export type MobileOrderTab = (typeof MOBILE_ORDER_TABS)[number];

/** An unknown or missing ?state= shows 全部. */
export const orderTabOf = (state: string | null): MobileOrderTab =>
  MOBILE_ORDER_TABS.find((t) => t.state === state) ?? MOBILE_ORDER_TABS[0];
