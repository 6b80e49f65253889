import { z } from 'zod';
import { couponTemplate, idField, pageOf, paging, userCoupon } from './common.schemas.js';
import type { couponRoutes } from './coupon.routes.js';
import type { SchemasOf } from './types.js';
import { fromState } from '../examples/entry-example.js';
import { goodsId, page, seeded, withCoupon } from '../examples/shared-example-values.js';

export const couponSchemas = {
  receiveCoupon: {
    request: z.object({ couponId: idField }),
    result: userCoupon,
    example: { input: { couponId: fromState('couponId', 1) }, states: seeded },
    refuses: true,
  },
  choiceSelfCoupon: {
    request: z.object({ ...paging, goodsId: idField.optional() }),
    result: pageOf(
      couponTemplate.extend({ received: z.boolean(), remaining: z.number().int().nonnegative() }),
    ),
    example: { input: { ...page, goodsId }, states: seeded },
    refuses: true,
  },
  getNewMyCouponList: {
    request: z.object({
      ...paging,
      status: z
        .enum(['unused', 'used', 'expired'], { error: '状态只能是 unused、used 或 expired' })
        .default('unused'),
    }),
    result: pageOf(userCoupon).extend({
      counts: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
    }),
    example: { input: { ...page, status: 'unused' }, states: withCoupon },
    refuses: true,
  },
} satisfies SchemasOf<typeof couponRoutes>;
