import { readQuantity } from './read-quantity';

const bounds = { min: 1, max: 99 };

describe('readQuantity', () => {
  it('takes a whole number within bounds as is', () => {
    expect(readQuantity('12', 3, bounds)).toEqual({ quantity: 12 });
  });

  it('refuses a fraction and keeps the quantity, never reading 2.5 as 25', () => {
    expect(readQuantity('2.5', 3, bounds)).toEqual({ quantity: 3, notice: '数量须为整数，请重新输入' });
    expect(readQuantity('abc', 3, bounds).quantity).toBe(3);
  });

  it('caps a number over the limit and says so', () => {
    expect(readQuantity('999999', 3, bounds)).toEqual({
      quantity: 99,
      notice: '最多可购买 99 件，已改为 99 件',
    });
  });

  it('raises zero to the minimum and says so', () => {
    expect(readQuantity('0', 3, bounds)).toEqual({ quantity: 1, notice: '数量最少为 1 件' });
  });

  it('keeps the quantity without a word when the field is emptied', () => {
    expect(readQuantity('  ', 3, bounds)).toEqual({ quantity: 3 });
  });
});
