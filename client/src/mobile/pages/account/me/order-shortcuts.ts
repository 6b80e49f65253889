// The order shortcuts of 我的: each opens /m/orders on its tab (?state=), with the count of orders
// in that state from getPersonalData's orderCounts.
import type { ResultOf } from '@storefront/contracts';

export type OrderCounts = NonNullable<ResultOf<'getPersonalData'>['orderCounts']>;

export const ORDER_SHORTCUTS = [
  { state: 'waitPay', label: '待付款' },
  { state: 'waitDelivery', label: '待发货' },
  { state: 'waitTakeDelivery', label: '待收货' },
  { state: 'waitEvaluate', label: '待评价' },
  { state: 'afterSale', label: '售后' },
] as const satisfies ReadonlyArray<{ state: keyof OrderCounts; label: string }>;
