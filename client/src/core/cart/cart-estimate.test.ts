import { cartBreakdown } from './cart-estimate';

describe('cartBreakdown', () => {
  it('takes the best coupon off the checked lines’ total', () => {
    expect(cartBreakdown(25_000, { goodsAmount: 25_000, couponAmount: 2_000 }, false)).toEqual({
      goodsAmount: 25_000,
      discount: 2_000,
      total: 23_000,
      pending: false,
    });
  });

  it('shows no saving from an estimate for other lines, and says it is being worked out', () => {
    expect(cartBreakdown(30_000, { goodsAmount: 25_000, couponAmount: 2_000 }, false)).toEqual({
      goodsAmount: 30_000,
      discount: 0,
      total: 30_000,
      pending: true,
    });
    expect(cartBreakdown(25_000, { goodsAmount: 25_000, couponAmount: 2_000 }, true).discount).toBe(0);
  });

  it('never saves more than the goods cost, and nothing on an empty choice', () => {
    expect(cartBreakdown(1_000, { goodsAmount: 1_000, couponAmount: 2_000 }, false).total).toBe(0);
    expect(cartBreakdown(0, undefined, false)).toEqual({
      goodsAmount: 0,
      discount: 0,
      total: 0,
      pending: false,
    });
  });
});
