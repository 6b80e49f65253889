// Times and counts as the community shows them: 刚刚, N分钟前, N小时前, N天前, then the date; 1.2万.
import { formatDate } from './format-time';

export function formatRelative(ms: number, now = Date.now()): string {
  const diff = now - ms;
  // A time ahead of this device's clock (skew) is shown as its date rather than as 刚刚.
  if (diff < -60_000) return formatDate(ms);
  if (diff < 60_000) return '刚刚';
  if (diff < 3_600_000) return `${Math.floor(diff / 60_000)}分钟前`;
  if (diff < 86_400_000) return `${Math.floor(diff / 3_600_000)}小时前`;
  if (diff < 7 * 86_400_000) return `${Math.floor(diff / 86_400_000)}天前`;
  return formatDate(ms);
}

/** 1.2万 for large counts. */
export const countText = (n: number): string =>
  n >= 10_000 ? `${(Math.floor(n / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万` : String(n);
