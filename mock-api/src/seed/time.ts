// Shop days follow China Standard Time (UTC+8, no daylight saving), whatever the host's zone.
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const CST_OFFSET_MS = 8 * HOUR_MS;
const EPOCH_DAY = Math.floor(Date.UTC(2020, 0, 1) / DAY_MS);

/** Start (epoch ms) of the CST day containing `time`. */
export const cstDayStart = (time: number): number =>
  Math.floor((time + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS;

/** Days since 2020-01-01 (CST) of `time`: a small stable number for ids. */
export const cstDayIndex = (time: number): number => Math.floor((time + CST_OFFSET_MS) / DAY_MS) - EPOCH_DAY;

export const dayStartOfIndex = (dayIndex: number): number => (dayIndex + EPOCH_DAY) * DAY_MS - CST_OFFSET_MS;

/** YYYY-MM-DD of `time` in CST. */
export const cstDate = (time: number): string => new Date(time + CST_OFFSET_MS).toISOString().slice(0, 10);
