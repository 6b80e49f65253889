import type { AreaRoutes } from './types.js';

export const couponRoutes = {
  receiveCoupon: {
    method: 'POST',
    path: '/api/my/coupon/receiveCoupon',
    auth: 'required',
    summary: '领取优惠券',
  },
  choiceSelfCoupon: {
    method: 'POST',
    path: '/api/my/coupon/choiceSelfCoupon',
    auth: 'required',
    summary: '下单可用优惠券',
  },
  getNewMyCouponList: {
    method: 'POST',
    path: '/api/my/coupon/getNewMyCouponList',
    auth: 'required',
    summary: '我的优惠券',
  },
} as const satisfies AreaRoutes;
