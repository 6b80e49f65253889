import {
  couponCondition,
  couponFace,
  couponOptions,
  couponSummary,
  initialCouponId,
  type SettleCoupon,
} from './coupon-choice';

const coupon = (over: Partial<SettleCoupon>): SettleCoupon => ({
  couponId: 1,
  userCouponId: 1,
  name: '满100减10',
  kind: 'reduce',
  amount: 1000,
  discount: 0,
  threshold: 10000,
  scopeText: '全场',
  categoryId: 0,
  startTime: 0,
  endTime: 1,
  status: 'unused',
  receivedTime: 0,
  applicable: true,
  reason: null,
  ...over,
});

describe('couponOptions', () => {
  const coupons = [
    coupon({ userCouponId: 1 }),
    coupon({ userCouponId: 2, applicable: false, reason: '适用商品满¥200.00可用，还差¥50.00' }),
    coupon({ userCouponId: 3, kind: 'discount', discount: 90 }),
    coupon({ userCouponId: 4 }),
  ];

  it('offers only the coupons that fit these lines and keeps the others apart with their reason', () => {
    const { usable, unusable } = couponOptions(coupons);
    expect(usable.map((c) => c.userCouponId)).toEqual([1, 3, 4]);
    expect(unusable).toEqual([
      expect.objectContaining({ userCouponId: 2, reason: expect.stringContaining('还差') }),
    ]);
  });

  it('puts the biggest saving first once the server priced them', () => {
    const savings = new Map([
      [1, 1000],
      [3, 1500],
    ]);
    expect(couponOptions(coupons, savings).usable.map((c) => c.userCouponId)).toEqual([3, 1, 4]);
  });
});

describe('initialCouponId', () => {
  const settle = {
    coupons: [
      coupon({ userCouponId: 1 }),
      coupon({ userCouponId: 2 }),
      coupon({ userCouponId: 5, applicable: false }),
    ],
    bestUserCouponId: 2,
  };

  it('chooses the best coupon by default', () => {
    expect(initialCouponId(settle)).toBe(2);
  });

  it('keeps a choice made before (a login in between) while it still fits', () => {
    expect(initialCouponId(settle, 1)).toBe(1);
  });

  it('keeps 不使用优惠券 when that was the choice', () => {
    expect(initialCouponId(settle, 0)).toBe(0);
  });

  it('falls back to the best when the kept coupon no longer fits', () => {
    expect(initialCouponId(settle, 5)).toBe(2);
    expect(initialCouponId(settle, 99)).toBe(2);
  });

  it('chooses none when nothing fits', () => {
    expect(initialCouponId({ coupons: [], bestUserCouponId: 0 })).toBe(0);
  });
});

describe('coupon texts', () => {
  it('reads a reduce coupon as its amount and a discount coupon as 折', () => {
    expect(couponFace(coupon({}))).toBe('¥10.00');
    expect(couponFace(coupon({ kind: 'discount', discount: 85 }))).toBe('8.5折');
    expect(couponFace(coupon({ kind: 'discount', discount: 90 }))).toBe('9折');
  });

  it('states the threshold or 无门槛', () => {
    expect(couponCondition({ threshold: 10000 })).toBe('满¥100.00可用');
    expect(couponCondition({ threshold: 0 })).toBe('无门槛');
  });

  it('summarises the choice with its saving', () => {
    const options = couponOptions([coupon({ userCouponId: 1 }), coupon({ userCouponId: 2 })]);
    expect(couponSummary(options, 1, 1000)).toBe('-¥10.00');
    expect(couponSummary(options, 0, undefined)).toBe('不使用优惠券（2张可用）');
    expect(couponSummary(couponOptions([]), 0, undefined)).toBe('暂无可用');
  });
});
