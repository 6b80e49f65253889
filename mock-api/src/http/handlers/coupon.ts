// Coupon area: the coupon centre (templates one may still take), taking one, and "my coupons".
import { uidOf, type AreaHandlers, type HandlerContext } from '../api/handler-types.js';
import { refuse } from '../../domain/refusal.js';
import { page as paginate } from '../../shared/paging.js';
import { withUpkeep } from './with-upkeep.js';
import {
  couponCoversGoods,
  couponStatus,
  receiveCoupon,
  remainingOf,
  userCouponTable,
  userCoupons,
  type UserCouponRow,
} from '../../domain/coupon/coupons.js';
import type { SeedCoupon } from '../../seed/types.js';
import type { NamesOf } from './area-names.js';

export const templateView = (t: SeedCoupon) => ({
  couponId: t.couponId,
  name: t.name,
  kind: t.kind,
  amount: t.amount,
  discount: t.discount,
  threshold: t.threshold,
  scopeText: t.scopeText,
  categoryId: t.categoryId,
  startTime: t.startTime,
  endTime: t.endTime,
});

export function userCouponView(ctx: HandlerContext, row: UserCouponRow) {
  const template = ctx.seed.coupons.get(row.couponId)!;
  return {
    ...templateView(template),
    endTime: Math.min(template.endTime, row.expiresAt ?? Number.POSITIVE_INFINITY),
    userCouponId: row.id,
    status: couponStatus(ctx, row),
    receivedTime: row.receivedTime,
  };
}

export const couponHandlers: AreaHandlers<NamesOf<'coupon'>> = withUpkeep({
  receiveCoupon: ({ couponId }, ctx) => userCouponView(ctx, receiveCoupon(ctx, uidOf(ctx), couponId)),

  choiceSelfCoupon: ({ goodsId, pageNum, pageSize }, ctx) => {
    const goods = goodsId === undefined ? undefined : ctx.seed.goods.get(goodsId);
    if (goodsId !== undefined && !goods) refuse('商品不存在或已下架');
    const uid = uidOf(ctx);
    const taken = new Set(
      userCouponTable(ctx)
        .where({ uid })
        .map((r) => r.couponId),
    );
    const open = [...ctx.seed.coupons.values()]
      .filter((t) => t.endTime > ctx.now() && (!goods || couponCoversGoods(t, goods)))
      .sort((a, b) => a.couponId - b.couponId)
      .map((t) => ({ ...templateView(t), received: taken.has(t.couponId), remaining: remainingOf(ctx, t) }));
    return paginate(open, pageNum, pageSize);
  },

  getNewMyCouponList: ({ status, pageNum, pageSize }, ctx) => {
    const rows = userCoupons(ctx, uidOf(ctx)).filter((r) => ctx.seed.coupons.has(r.couponId));
    const counts = { unused: 0, used: 0, expired: 0 };
    for (const row of rows) counts[couponStatus(ctx, row)] += 1;
    const list = rows.filter((r) => couponStatus(ctx, r) === status).map((r) => userCouponView(ctx, r));
    return { ...paginate(list, pageNum, pageSize), counts };
  },
});
