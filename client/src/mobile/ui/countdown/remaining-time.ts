// What is left until a deadline, as 分:秒 (时 when long), for the countdowns of the phone shop.

export function remainingMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

const two = (n: number) => String(n).padStart(2, '0');

export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
