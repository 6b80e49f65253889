import { fenRangeOf, inFenRange, priceRangeProblem, PRICE_RANGE_MESSAGES } from './price-range';

describe('a typed price range', () => {
  it('takes blank ends as open and yuan with at most two decimals', () => {
    expect(priceRangeProblem('', '')).toBeNull();
    expect(priceRangeProblem('10', '')).toBeNull();
    expect(priceRangeProblem('9.99', '10')).toBeNull();
    expect(priceRangeProblem('10', '10')).toBeNull();
  });

  it('answers what is wrong in Chinese', () => {
    expect(priceRangeProblem('abc', '')).toBe(PRICE_RANGE_MESSAGES.format);
    expect(priceRangeProblem('', '1.234')).toBe(PRICE_RANGE_MESSAGES.format);
    expect(priceRangeProblem('-1', '')).toBe(PRICE_RANGE_MESSAGES.format);
    expect(priceRangeProblem('100', '50')).toBe('最低价不能高于最高价');
  });

  it('filters prices in fen, ends included, ignoring ends that are not prices', () => {
    const range = fenRangeOf('10', '20.5');
    expect(range).toEqual({ min: 1000, max: 2050 });
    expect(inFenRange(1000, range)).toBe(true);
    expect(inFenRange(2050, range)).toBe(true);
    expect(inFenRange(999, range)).toBe(false);
    expect(inFenRange(2051, range)).toBe(false);
    expect(inFenRange(5, fenRangeOf('x', null))).toBe(true);
  });
});
