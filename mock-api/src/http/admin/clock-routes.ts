// Admin clock calls (see docs/testing.md), on the state the request names (a sandbox or the default):
//   GET  /__mock/clock              {mode, setting, now, iso}
//   PUT  /__mock/clock              a ClockSetting ({mode:'real'} | {mode:'frozen', at} | {mode:'offset', offsetMs}
//                                   | {mode:'speed', speed, from?}); bad input answers 03 per field
//   POST /__mock/clock/advance      {ms}: time moves forward and every step due in between runs, in order
import express, { type Response, type Router } from 'express';
import { adminBody } from './admin-body.js';
import { sendInvalid, sendOk, sendRefused } from '../api/reply.js';
import { issuesToErrors } from '../api/validation.js';
import { advanceClock } from '../../test-control/advance.js';
import { RANGE_MESSAGE, clockSettingSchema, inClockRange } from '../../test-control/clock-setting.js';
import type { MockClock } from '../../test-control/mock-clock.js';
import { stampMockNow, stateOf, type RequestState, type StateSource } from '../request-state.js';

/** One advance may cover at most a year: enough for any deadline of the shop. */
export const MAX_ADVANCE_MS = 366 * 24 * 60 * 60_000;

const view = (clock: MockClock, sandboxId: string | null) => {
  const now = clock.now();
  return {
    mode: clock.mode,
    setting: clock.current,
    now,
    // Always readable: a time out of Date's range has no ISO form (none can be set; this is a guard).
    iso: Number.isFinite(now) && Math.abs(now) <= 8.64e15 ? new Date(now).toISOString() : null,
    sandbox: sandboxId,
  };
};

function controllable(res: Response, source: StateSource): (RequestState & { clock: MockClock }) | null {
  const state = stateOf(res, source);
  if (state.clock) return state as RequestState & { clock: MockClock };
  sendRefused(res, '当前状态的时钟不可控制');
  return null;
}

export function createClockRouter(source: StateSource): Router {
  const router = express.Router();

  router.get('/clock', (_req, res) => {
    const state = controllable(res, source);
    if (state) sendOk(res, view(state.clock, state.sandboxId));
  });

  router.put('/clock', (req, res) => {
    const state = controllable(res, source);
    if (!state) return;
    const parsed = clockSettingSchema.safeParse(adminBody(req));
    if (!parsed.success) return sendInvalid(res, issuesToErrors(parsed.error.issues));
    // The time the setting gives now must be in range too (an offset from today, a speed's start).
    if (!inClockRange(state.clock.nowUnder(parsed.data)))
      return sendInvalid(res, { [parsed.data.mode === 'offset' ? 'offsetMs' : 'mode']: RANGE_MESSAGE });
    state.clock.set(parsed.data);
    stampMockNow(res, state);
    sendOk(res, view(state.clock, state.sandboxId), '时钟已设置');
  });

  router.post('/clock/advance', async (req, res) => {
    const state = controllable(res, source);
    if (!state) return;
    const raw = adminBody(req).ms;
    const ms = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS)
      return sendInvalid(res, { ms: `ms 须为 0-${MAX_ADVANCE_MS} 的整数（毫秒）` });
    if (!inClockRange(state.clock.now() + ms)) return sendInvalid(res, { ms: RANGE_MESSAGE });
    const result = await advanceClock(state.store, state.clock, ms);
    stampMockNow(res, state);
    sendOk(res, { ...view(state.clock, state.sandboxId), advancedMs: ms, steps: result.steps }, '时间已前进');
  });

  return router;
}
