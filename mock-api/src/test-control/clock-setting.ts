// How the mock's clock runs: the body of `PUT /__mock/clock` and the `clock` of a scenario file.
// Instants are ISO-8601 strings with an offset (e.g. 2026-11-24T15:00:00+08:00) or epoch ms.
import { z } from 'zod';

const INSTANT_MESSAGE = '须为带时区的 ISO 时间（如 2026-11-24T15:00:00+08:00）或毫秒时间戳';
const instant = z.union(
  [z.number().int().nonnegative(), z.iso.datetime({ offset: true }).transform((iso) => Date.parse(iso))],
  { error: INSTANT_MESSAGE },
);

export const clockSettingSchema = z.discriminatedUnion('mode', [
  /** The wall clock (the default). */
  z.object({ mode: z.literal('real') }).strict(),
  /** Time stands still at `at` until advanced or set again. */
  z.object({ mode: z.literal('frozen'), at: instant }).strict(),
  /** The wall clock shifted by `offsetMs` (negative: the past). */
  z.object({ mode: z.literal('offset'), offsetMs: z.number().int() }).strict(),
  /** Runs `speed` times as fast as the wall clock, starting from `from` (default: now). */
  z
    .object({ mode: z.literal('speed'), speed: z.number().positive().max(10_000), from: instant.optional() })
    .strict(),
]);

export type ClockSetting = z.infer<typeof clockSettingSchema>;
