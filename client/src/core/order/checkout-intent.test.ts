import { buyNowPath, readSettleTarget } from './checkout-intent';

describe('readSettleTarget: what a checkout URL settles, on both faces', () => {
  it('carries the 立即购买 line through the checkout URL', () => {
    const path = buyNowPath({ goodsId: 7, skuId: 31, quantity: 2 });
    expect(path).toBe('/checkout?source=buyNow&goodsId=7&skuId=31&quantity=2');
    expect(readSettleTarget(path.split('?')[1]!)).toEqual({
      source: 'buyNow',
      goodsId: 7,
      skuId: 31,
      quantity: 2,
    });
  });

  it('settles the cart without buy-now parameters', () => {
    expect(readSettleTarget('')).toEqual({ source: 'cart' });
    expect(readSettleTarget(new URLSearchParams('source=cart'))).toEqual({ source: 'cart' });
  });

  it('reads a missing quantity as 1', () => {
    expect(readSettleTarget('source=buyNow&goodsId=7&skuId=31')).toEqual({
      source: 'buyNow',
      goodsId: 7,
      skuId: 31,
      quantity: 1,
    });
  });

  it('refuses a tampered buy-now link instead of settling the cart', () => {
    expect(readSettleTarget('source=buyNow&goodsId=7&skuId=31&quantity=0')).toBeNull();
    expect(readSettleTarget('source=buyNow&goodsId=7&skuId=x&quantity=1')).toBeNull();
    expect(readSettleTarget('source=buyNow&goodsId=-7&skuId=31&quantity=1')).toBeNull();
    expect(readSettleTarget('source=buyNow&skuId=31&quantity=1')).toBeNull();
  });
});
