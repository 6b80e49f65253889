// The checkout's coupon choice as pure rules: which of the user's coupons fit these lines, what each
// saves, which one is chosen at first (the kept choice if it still fits, else the server's best) and
// how a coupon reads (面额 and 门槛). 0 means 不使用优惠券.
import type { ResultOf } from '@storefront/contracts';

export type SettleInfo = ResultOf<'getOrderSettleInfoNew'>;
export type SettleCoupon = SettleInfo['coupons'][number];
export const NO_COUPON = 0;

const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;

export interface CouponOptions {
  /** Coupons that fit, the biggest saving first (unknown savings last, in the server's order). */
  usable: SettleCoupon[];
  /** Coupons that do not fit, each with the server's reason. */
  unusable: SettleCoupon[];
}

/**
 * `savings` maps userCouponId → the saving in fen as the server priced it (getTotalPriceByCouponNew's
 * couponAmount); a coupon not priced yet keeps its place after the priced ones.
 */
export function couponOptions(
  coupons: readonly SettleCoupon[],
  savings: ReadonlyMap<number, number> = new Map(),
): CouponOptions {
  const usable = coupons
    .map((coupon, index) => ({ coupon, index, saving: savings.get(coupon.userCouponId) }))
    .filter(({ coupon }) => coupon.applicable)
    .sort((a, b) => {
      if (a.saving !== undefined && b.saving !== undefined && a.saving !== b.saving)
        return b.saving - a.saving;
      if (a.saving !== undefined && b.saving === undefined) return -1;
      if (a.saving === undefined && b.saving !== undefined) return 1;
      return a.index - b.index;
    })
    .map(({ coupon }) => coupon);
  return { usable, unusable: coupons.filter((c) => !c.applicable) };
}

/** The choice to start with: a kept choice (none included) while it still fits, else the best. */
export function initialCouponId(
  settle: Pick<SettleInfo, 'coupons' | 'bestUserCouponId'>,
  kept?: number,
): number {
  if (kept === NO_COUPON) return NO_COUPON;
  if (kept !== undefined && settle.coupons.some((c) => c.userCouponId === kept && c.applicable)) return kept;
  const best = settle.coupons.find((c) => c.userCouponId === settle.bestUserCouponId && c.applicable);
  return best ? best.userCouponId : NO_COUPON;
}

/** 面额: ¥10.00 for a reduce coupon, 8.5折 for a discount one. */
export const couponFace = (c: Pick<SettleCoupon, 'kind' | 'amount' | 'discount'>): string =>
  c.kind === 'discount' ? `${(c.discount / 10).toFixed(c.discount % 10 === 0 ? 0 : 1)}折` : yuan(c.amount);

export const couponCondition = (c: Pick<SettleCoupon, 'threshold'>): string =>
  c.threshold > 0 ? `满${yuan(c.threshold)}可用` : '无门槛';

/** What the coupon cell of the checkout says for the current choice. */
export function couponSummary(options: CouponOptions, chosenId: number, saving: number | undefined): string {
  if (options.usable.length === 0) return '暂无可用';
  if (chosenId === NO_COUPON) return `不使用优惠券（${options.usable.length}张可用）`;
  return saving === undefined ? '计算中…' : `-${yuan(saving)}`;
}
