// The tabs of /m/orders (?state=) and the list call behind each: the five order states shoppers know
// and 售后 (the after-sale records, which 我的's 售后 shortcut opens).
import type { EndpointName } from '@storefront/contracts';

export const MOBILE_ORDER_TABS = [
  { state: 'all', label: '全部', call: 'getOrders' },
  { state: 'waitPay', label: '待付款', call: 'getWaitPay' },
  { state: 'waitDelivery', label: '待发货', call: 'getWaitDelivery' },
  { state: 'waitTakeDelivery', label: '待收货', call: 'getWaitTakeDelivery' },
  { state: 'waitEvaluate', label: '待评价', call: 'getWaitEvaluate' },
  { state: 'afterSale', label: '售后', call: 'getAfterSale' },
] as const satisfies ReadonlyArray<{ state: string; label: string; call: EndpointName }>;

export type MobileOrderTab = (typeof MOBILE_ORDER_TABS)[number];
/** The tabs that list orders (every tab but 售后). */
export type MobileOrderListTab = Exclude<MobileOrderTab, { call: 'getAfterSale' }>;

/** An unknown or missing ?state= shows 全部. */
export const orderTabOf = (state: string | null): MobileOrderTab =>
  MOBILE_ORDER_TABS.find((t) => t.state === state) ?? MOBILE_ORDER_TABS[0];
