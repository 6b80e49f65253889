// The upstream's clock as seen from this device. Every reply tells its time: the mock's `x-mock-now`
// (epoch ms, its own possibly moved clock) or else the HTTP `Date` (whole seconds, so an offset under
// DATE_SLACK_MS counts as none). A deadline the server set (an order's pay deadline) then counts down
// by the server's time even when the PC's clock is off. Both faces' API client feeds it.

const MOCK_NOW_HEADER = 'x-mock-now';
const DATE_SLACK_MS = 2_000;

let offsetMs = 0;

/** Notes the server time of a reply received now; unreadable headers change nothing. */
export function noteServerTime(headers: Record<string, unknown> | undefined, receivedAt = Date.now()): void {
  const precise = Number(headers?.[MOCK_NOW_HEADER]);
  if (Number.isFinite(precise) && precise > 0) {
    offsetMs = precise - receivedAt;
    return;
  }
  const date = typeof headers?.date === 'string' ? Date.parse(headers.date) : NaN;
  if (!Number.isFinite(date)) return;
  const offset = date - receivedAt;
  offsetMs = Math.abs(offset) < DATE_SLACK_MS ? 0 : offset;
}

/** Now, by the server's clock (epoch ms). */
export const serverNow = (): number => Date.now() + offsetMs;
