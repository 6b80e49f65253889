// How the mock's clock runs: the body of `PUT /__mock/clock` and the `clock` of a scenario file.
// Instants are ISO-8601 strings with an offset (e.g. 2026-11-24T15:00:00+08:00) or epoch ms.
import { z } from 'zod';

/** The range the mock's time may take: dates the shop can show, far from Date's own limits. */
export const MIN_INSTANT = Date.UTC(2000, 0, 1);
export const MAX_INSTANT = Date.UTC(2100, 0, 1);
export const RANGE_MESSAGE = '时间须在 2000-01-01 至 2100-01-01（UTC）之间';
/** An offset can reach any instant of the range from any wall time in it. */
const MAX_OFFSET_MS = MAX_INSTANT - MIN_INSTANT;

export const inClockRange = (ms: number): boolean =>
  Number.isFinite(ms) && ms >= MIN_INSTANT && ms <= MAX_INSTANT;

const INSTANT_MESSAGE = '须为带时区的 ISO 时间（如 2026-11-24T15:00:00+08:00）或毫秒时间戳';
const instant = z
  .union(
    [z.number().int().nonnegative(), z.iso.datetime({ offset: true }).transform((iso) => Date.parse(iso))],
    { error: INSTANT_MESSAGE },
  )
  .refine(inClockRange, RANGE_MESSAGE);

export const clockSettingSchema = z.discriminatedUnion('mode', [
  /** The wall clock (the default). */
  z.object({ mode: z.literal('real') }).strict(),
  /** Time stands still at `at` until advanced or set again. */
  z.object({ mode: z.literal('frozen'), at: instant }).strict(),
  /** The wall clock shifted by `offsetMs` (negative: the past). */
  z
    .object({
      mode: z.literal('offset'),
      offsetMs: z.number().int().min(-MAX_OFFSET_MS, RANGE_MESSAGE).max(MAX_OFFSET_MS, RANGE_MESSAGE),
    })
    .strict(),
  /** Runs `speed` times as fast as the wall clock, starting from `from` (default: now). */
  z
    .object({ mode: z.literal('speed'), speed: z.number().positive().max(10_000), from: instant.optional() })
    .strict(),
]);

export type ClockSetting = z.infer<typeof clockSettingSchema>;
