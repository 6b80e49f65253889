import { shownPrice } from '../src/rules/goods-price.js';

const goods = { price: 5000, originalPrice: 6000, flashSale: null };
const sku = { price: 4800, originalPrice: 5900, flashPrice: null };

describe('the price a shopper sees', () => {
  it('is the normal price with the original struck through when no session runs', () => {
    expect(shownPrice(goods)).toEqual({ price: 5000, originalPrice: 6000, flash: false });
    expect(shownPrice(goods, sku)).toEqual({ price: 4800, originalPrice: 5900, flash: false });
  });

  it('is the flash price, the normal price struck through, while the session runs', () => {
    const running = { ...goods, flashSale: { status: 'ongoing' as const, flashPrice: 3900 } };
    expect(shownPrice(running)).toEqual({ price: 3900, originalPrice: 5000, flash: true });
    expect(shownPrice(running, { ...sku, flashPrice: 3700 })).toEqual({
      price: 3700,
      originalPrice: 4800,
      flash: true,
    });
  });

  it('ignores an upcoming session', () => {
    const upcoming = { ...goods, flashSale: { status: 'upcoming' as const, flashPrice: 3900 } };
    expect(shownPrice(upcoming)).toEqual({ price: 5000, originalPrice: 6000, flash: false });
  });
});
