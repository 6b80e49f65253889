import { buyNowPath, readBuyNowIntent } from './checkout-intent';

describe('the 立即购买 hand-over to checkout', () => {
  it('carries the chosen line through the checkout URL', () => {
    const path = buyNowPath({ goodsId: 7, skuId: 31, quantity: 2 });
    expect(path).toBe('/checkout?source=buyNow&goodsId=7&skuId=31&quantity=2');
    expect(readBuyNowIntent(path.split('?')[1]!)).toEqual({ goodsId: 7, skuId: 31, quantity: 2 });
  });

  it('reads no line from a cart checkout or a tampered URL', () => {
    expect(readBuyNowIntent('')).toBeNull();
    expect(readBuyNowIntent('source=cart')).toBeNull();
    expect(readBuyNowIntent('source=buyNow&goodsId=7&skuId=31&quantity=0')).toBeNull();
    expect(readBuyNowIntent('source=buyNow&goodsId=7&skuId=x&quantity=1')).toBeNull();
    expect(readBuyNowIntent('source=buyNow&goodsId=-7&skuId=31&quantity=1')).toBeNull();
  });
});
