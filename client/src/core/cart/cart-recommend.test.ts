import { notInCart } from './cart-recommend';

describe('notInCart', () => {
  const goods = [1, 2, 3, 4].map((goodsId) => ({ goodsId }));

  it('leaves out the goods already in the cart', () => {
    expect(notInCart(goods, [2, 4]).map((g) => g.goodsId)).toEqual([1, 3]);
  });

  it('keeps at most the number asked for', () => {
    expect(notInCart(goods, [], 2).map((g) => g.goodsId)).toEqual([1, 2]);
  });
});
