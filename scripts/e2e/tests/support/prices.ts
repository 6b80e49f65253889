// Reading prices as a shopper reads them: the first ¥ amount of a text, in yuan.
export const yuan = (text: string | null): number =>
  Number(/¥\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

/** A fen amount written the shop's way, for matching text: 3990 → ¥39.90. */
export const yuanText = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;
