import { CART_QUANTITY_MAX, clampQuantity, quantityBounds } from '../src/index.js';

describe('the quantity rule of a cart line or a purchase', () => {
  it('offers 1 … the smaller of stock and the cart limit of 99', () => {
    expect(CART_QUANTITY_MAX).toBe(99);
    expect(quantityBounds(500)).toEqual({ min: 1, max: 99 });
    expect(quantityBounds(2)).toEqual({ min: 1, max: 2 });
    expect(quantityBounds(0)).toEqual({ min: 1, max: 1 });
  });

  it('keeps the quantity between 1 and the smaller of stock and 99', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(150, 500)).toBe(99);
  });

  it('pulls typed numbers into range and keeps the current quantity for a non-number', () => {
    expect(clampQuantity('0', 2, 1)).toBe(1);
    expect(clampQuantity('8', 2, 1)).toBe(2);
    expect(clampQuantity('abc', 2, 1)).toBe(1);
    expect(clampQuantity('abc', 9, 4)).toBe(4);
  });
});
