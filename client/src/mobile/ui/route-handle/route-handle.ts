// What each mobile route tells the shell: its name in MOBILE_ROUTES (or notFound).
import type { MobileRouteName } from '@storefront/contracts';
import { useMatches } from 'react-router-dom';

export interface MobileRouteHandle {
  name: MobileRouteName | 'notFound';
}

/** The four top pages carry the tab bar. */
export const TAB_PAGES: ReadonlySet<MobileRouteHandle['name']> = new Set(['home', 'category', 'cart', 'me']);

/** Pages that only make sense with an account: gated before they load, on every entry. */
export const LOGIN_ONLY_PAGES: ReadonlySet<MobileRouteHandle['name']> = new Set([
  'checkout',
  'pay',
  'orders',
  'orderDetail',
  'refundDetail',
  'repairDetail',
  'addresses',
  'addressEdit',
  'coupons',
  'favorites',
  'messages',
  'settings',
]);

export function useMobileRouteName(): MobileRouteHandle['name'] | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as MobileRouteHandle | undefined;
  return handle?.name;
}
