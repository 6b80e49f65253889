/** Fen as the shop shows it: ¥12.90. */
export const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;
