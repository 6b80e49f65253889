// Dates as the shop shows them (China time, whatever the browser's zone): 2026-11-22 13:05.
const parts = (ms: number) => {
  const d = new Date(ms + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
    seconds: pad(d.getUTCSeconds()),
  };
};

export function formatDateTime(ms: number | null | undefined, withSeconds = false): string {
  if (ms == null || !Number.isFinite(ms) || ms <= 0) return '—';
  const p = parts(ms);
  return `${p.date} ${p.time}${withSeconds ? `:${p.seconds}` : ''}`;
}

export function formatDate(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms) || ms <= 0) return '—';
  return parts(ms).date;
}

/** A moment within the coming days, in China time: 11月24日 20:00. */
export function formatMonthDayTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${parts(ms).time}`;
}
