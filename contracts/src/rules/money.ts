// Prices travel in fen (integers); every face writes them the same way: ¥12.90, -¥3.00.

/** A price in fen as the shop writes it; anything not a finite number reads as ¥0.00. */
export function formatPrice(fen: number): string {
  const safe = Number.isFinite(fen) ? Math.round(fen) : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
