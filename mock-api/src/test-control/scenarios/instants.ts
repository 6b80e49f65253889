// Relative instants a scenario's clock may name: `now` (when the scenario is applied) or
// `today HH:MM` (China time, the day it is applied). They resolve to a plain ClockSetting.
import { z } from 'zod';
import { HOUR_MS, cstDayIndex, dayStartOfIndex } from '../../seed/time.js';
import { clockSettingSchema, type ClockSetting } from '../clock-setting.js';

const relative = z
  .string()
  .regex(/^(now|today ([01]\d|2[0-3]):[0-5]\d)$/, { message: 'expected now or today HH:MM (China time)' });

export const scenarioClockSchema = z.union([
  clockSettingSchema,
  z.object({ mode: z.literal('frozen'), at: relative }).strict(),
]);

export type ScenarioClock = z.infer<typeof scenarioClockSchema>;

export function resolveRelativeInstant(text: string, now: number): number {
  if (text === 'now') return now;
  const [hours, minutes] = text.slice('today '.length).split(':').map(Number) as [number, number];
  return dayStartOfIndex(cstDayIndex(now)) + hours * HOUR_MS + minutes * 60_000;
}

/** The setting to give the mock clock, relative instants resolved against `now`. */
export function resolveScenarioClock(clock: ScenarioClock, now: number): ClockSetting {
  if (clock.mode === 'frozen' && typeof clock.at === 'string')
    return { mode: 'frozen', at: resolveRelativeInstant(clock.at, now) };
  return clock as ClockSetting;
}
