// Coupons taken by users (table `userCoupons`) against the seed's templates: one of each template
// per user, limited by the template's total, valid between its start and end, a threshold on the
// amount of the goods it applies to (all goods, or one category: leaf or first level).
import type { StoreCtx } from '../context.js';
import { ownedOrRefuse, refuse } from '../refusal.js';
import { yuan } from '../../shared/money.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { SeedCoupon, SeedGoods } from '../../seed/types.js';

export interface UserCouponRow {
  id: number;
  uid: number;
  couponId: number;
  used: boolean;
  usedOrderId: number;
  receivedTime: number;
  usedTime: number | null;
  /** A validity of its own, shorter than the template's (e.g. a coupon valid 7 days after taking it); null = the template's. */
  expiresAt: number | null;
}

export type CouponStatus = 'unused' | 'used' | 'expired';

export const userCouponTable = (ctx: StoreCtx): Table<UserCouponRow> => ctx.store.table(USER_COUPONS);

export const USER_COUPONS: TableSpec<UserCouponRow> = {
  name: 'user_coupons',
  jsonName: 'userCoupons',
  idBase: 1,
  columns: {
    uid: 'int',
    couponId: 'int',
    used: 'bool',
    usedOrderId: 'int',
    receivedTime: 'int',
    usedTime: 'int',
    expiresAt: 'int',
  },
};

export function templateOf(ctx: StoreCtx, couponId: number): SeedCoupon {
  const template = ctx.seed.coupons.get(couponId);
  if (!template) refuse('优惠券不存在');
  return template;
}

export function couponStatus(ctx: StoreCtx, row: UserCouponRow): CouponStatus {
  if (row.used) return 'used';
  const template = ctx.seed.coupons.get(row.couponId);
  const endTime = Math.min(template?.endTime ?? 0, row.expiresAt ?? Infinity);
  return endTime <= ctx.now() ? 'expired' : 'unused';
}

export const remainingOf = (ctx: StoreCtx, template: SeedCoupon): number =>
  Math.max(0, template.total - userCouponTable(ctx).count({ couponId: template.couponId }));

export const couponCoversGoods = (template: SeedCoupon, goods: SeedGoods): boolean =>
  template.categoryId === 0 ||
  template.categoryId === goods.categoryId ||
  template.categoryId === goods.rootCategoryId;

export function receiveCoupon(
  ctx: StoreCtx,
  uid: number,
  couponId: number,
  expiresAt: number | null = null,
): UserCouponRow {
  const template = templateOf(ctx, couponId);
  if (template.endTime <= ctx.now()) refuse('优惠券已过期，无法领取');
  const table = userCouponTable(ctx);
  if (table.first({ uid, couponId })) refuse('您已领取过该优惠券');
  if (remainingOf(ctx, template) <= 0) refuse('优惠券已领完');
  return table.insert({
    uid,
    couponId,
    used: false,
    usedOrderId: 0,
    receivedTime: ctx.now(),
    usedTime: null,
    expiresAt,
  });
}

export const userCoupons = (ctx: StoreCtx, uid: number): UserCouponRow[] =>
  userCouponTable(ctx)
    .where({ uid })
    .sort((a, b) => b.receivedTime - a.receivedTime || b.id - a.id);

/** What an order line contributes to a coupon's threshold. */
export interface PricedLine {
  goods: SeedGoods;
  amount: number;
}

export interface CouponCheck {
  applicable: boolean;
  reason: string | null;
  discount: number;
}

export function checkCoupon(ctx: StoreCtx, row: UserCouponRow, lines: PricedLine[]): CouponCheck {
  const template = ctx.seed.coupons.get(row.couponId);
  const no = (reason: string): CouponCheck => ({ applicable: false, reason, discount: 0 });
  if (!template) return no('优惠券不存在');
  const status = couponStatus(ctx, row);
  if (status === 'used') return no('优惠券已使用');
  if (status === 'expired') return no('优惠券已过期');
  if (template.startTime > ctx.now()) return no('优惠券尚未到使用时间');
  const eligible = lines
    .filter((l) => couponCoversGoods(template, l.goods))
    .reduce((sum, l) => sum + l.amount, 0);
  if (eligible === 0) return no(`仅限${template.scopeText}商品使用`);
  if (eligible < template.threshold)
    return no(`适用商品满${yuan(template.threshold)}可用，还差${yuan(template.threshold - eligible)}`);
  const raw =
    template.kind === 'reduce' ? template.amount : Math.round((eligible * (100 - template.discount)) / 100);
  return { applicable: true, reason: null, discount: Math.min(raw, eligible) };
}

/** The discount of the coupon the buyer chose (0 = none), refusing one that does not apply. */
export function discountFor(ctx: StoreCtx, uid: number, userCouponId: number, lines: PricedLine[]): number {
  if (userCouponId === 0) return 0;
  const row = ownedOrRefuse(userCouponTable(ctx).get(userCouponId), uid);
  const check = checkCoupon(ctx, row, lines);
  if (!check.applicable) refuse(`优惠券不满足使用条件：${check.reason ?? ''}`);
  return check.discount;
}

export function markCouponUsed(ctx: StoreCtx, userCouponId: number, orderId: number): void {
  if (userCouponId)
    userCouponTable(ctx).update(userCouponId, { used: true, usedOrderId: orderId, usedTime: ctx.now() });
}

/** A cancelled order gives its coupon back (it may have expired meanwhile; the status shows that). */
export function releaseCoupon(ctx: StoreCtx, userCouponId: number): void {
  const row = userCouponId ? userCouponTable(ctx).get(userCouponId) : undefined;
  if (row) userCouponTable(ctx).update(row.id, { used: false, usedOrderId: 0, usedTime: null });
}
