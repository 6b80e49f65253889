import { FREE_FREIGHT_FROM, FREIGHT, freightFor } from '../src/rules/freight';

describe('freightFor', () => {
  it('charges the freight below ¥99 of goods and nothing from ¥99 on', () => {
    expect(freightFor(FREE_FREIGHT_FROM - 1)).toBe(FREIGHT);
    expect(freightFor(FREE_FREIGHT_FROM)).toBe(0);
    expect(freightFor(0)).toBe(FREIGHT);
    expect([FREE_FREIGHT_FROM, FREIGHT]).toEqual([9_900, 800]);
  });
});
