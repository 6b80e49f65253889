// The tabs of /m/coupons (?state=): my coupons by state, and 领券中心 with the ones to take.
export const COUPON_TABS = [
  { state: 'unused', label: '未使用' },
  { state: 'used', label: '已使用' },
  { state: 'expired', label: '已过期' },
  { state: 'take', label: '领券中心' },
] as const;

export type CouponTab = (typeof COUPON_TABS)[number];
export type MyCouponState = Exclude<CouponTab['state'], 'take'>;

/** An unknown or missing ?state= shows 未使用. */
export const couponTabOf = (state: string | null): CouponTab =>
  COUPON_TABS.find((tab) => tab.state === state) ?? COUPON_TABS[0];

// The most coupons a tab lists is the catalogue's page limit; a user rarely holds more.
export { PAGE_SIZE_MAX as COUPON_PAGE_SIZE } from '@storefront/contracts';
