// The refund amount is typed in yuan (¥12.90 → "12.90") and sent in fen. Up to two decimals,
// more than zero, at most what was paid for the line.
import { formatPrice } from '../../ui/price/price';

export function yuanToFen(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export const fenToYuanText = (fen: number): string => (fen / 100).toFixed(2);

export function validateRefundAmount(text: string, maxFen: number): string | null {
  if (!text.trim()) return '请填写退款金额';
  const fen = yuanToFen(text);
  if (fen === null) return '请输入正确的金额，最多两位小数';
  if (fen <= 0) return '退款金额必须大于0';
  if (fen > maxFen) return `退款金额不能超过${formatPrice(maxFen)}`;
  return null;
}
