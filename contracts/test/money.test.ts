import { formatPrice } from '../src/index.js';

describe('formatPrice, the way every face writes a price in fen', () => {
  it('writes yuan with two decimals and the sign before ¥', () => {
    expect(formatPrice(1290)).toBe('¥12.90');
    expect(formatPrice(5)).toBe('¥0.05');
    expect(formatPrice(0)).toBe('¥0.00');
    expect(formatPrice(-300)).toBe('-¥3.00');
  });

  it('rounds a fraction of a fen and reads what is not a number as ¥0.00', () => {
    expect(formatPrice(1289.6)).toBe('¥12.90');
    expect(formatPrice(Number.NaN)).toBe('¥0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('¥0.00');
  });
});
