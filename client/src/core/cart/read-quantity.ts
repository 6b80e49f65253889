// What a typed quantity means: whole pieces within bounds. A fraction or a word is refused (the
// quantity stays) rather than read digit by digit ("2.5" is not 25); a number out of range is pulled
// in, and both say so in a sentence the shopper sees.

export interface QuantityReading {
  /** The quantity to keep or send. */
  quantity: number;
  /** Why the typed text was not taken as is; absent when it was. */
  notice?: string;
}

const WHOLE = /^\d+$/;

export function readQuantity(
  raw: string,
  current: number,
  bounds: { min: number; max: number },
): QuantityReading {
  const text = raw.trim();
  if (text === '') return { quantity: current };
  if (!WHOLE.test(text)) return { quantity: current, notice: '数量须为整数，请重新输入' };
  const n = Number(text);
  if (n < bounds.min) return { quantity: bounds.min, notice: `数量最少为 ${bounds.min} 件` };
  if (n > bounds.max)
    return { quantity: bounds.max, notice: `最多可购买 ${bounds.max} 件，已改为 ${bounds.max} 件` };
  return { quantity: n };
}
