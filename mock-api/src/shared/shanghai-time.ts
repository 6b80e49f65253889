// Calendar dates as the shop's users see them: Asia/Shanghai, UTC+8 all year (no daylight saving).
const OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD in Shanghai. */
export const shanghaiDate = (ms: number): string => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/** YYYYMMDDHHmmss in Shanghai (order numbers). */
export const shanghaiStamp = (ms: number): string =>
  new Date(ms + OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);

/** The day before or after a YYYY-MM-DD date. */
export const shiftDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
