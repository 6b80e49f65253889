// Which state a request works on: the sandbox it names (header or cookie), else the default store.
// Resolved once per request into res.locals, read by the catalogue calls and the admin calls that
// act on state; every reply carries that state's time in `x-mock-now` (epoch ms).
import { hostname } from 'node:os';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { FaultState } from '../test-control/faults.js';
import type { ScenarioHost } from '../test-control/scenarios/activate.js';
import type { Store } from '../persistence/store.js';
import { sendEnvelope, sendInvalid } from './api/reply.js';
import { MockClock } from '../test-control/mock-clock.js';
import {
  SANDBOX_HEADER,
  SANDBOX_ID,
  SCENARIO_HEADER,
  SandboxLimitError,
  madeHereNote,
  sandboxIdOf,
  type SandboxRegistry,
} from '../test-control/sandboxes.js';

export const MOCK_NOW_HEADER = 'x-mock-now';

export interface RequestState {
  store: Store;
  /** The controllable clock of that state (null: the default store runs on a plain injected clock). */
  clock: MockClock | null;
  /** The faults of that state: a sandbox's scenario may set standing faults of its own. */
  faults: FaultState;
  /** What a reset or a scenario switch acts on: the sandbox, or the mock itself. */
  host: ScenarioHost;
  sandboxId: string | null;
}

export interface StateSource extends ScenarioHost {
  sandboxes: SandboxRegistry;
  /**
   * Whether a call may steer the mock with its own headers (`x-mock-scenario`, `x-mock-fault`,
   * `x-mock-delay`): MOCK_ADMIN=off turns them off with the admin API. Sandbox selection stays, as it
   * is isolation rather than steering.
   */
  steering: boolean;
}

/**
 * A short note for the person using the shop, URI-encoded UTF-8 (a header carries ASCII only): the
 * reply that starts a sandbox afresh after its earlier self went away (evicted at the cap or idle)
 * says so, so a public demo's visitor knows why their cart or login is gone.
 */
export const NOTICE_HEADER = 'x-mock-notice';
export const FRESH_SANDBOX_NOTICE = '演示数据已过期，已为您重新开始';
/** A new caller's answer when every sandbox at the cap is in recent use. */
export const SANDBOXES_FULL_MESSAGE = '演示人数较多，请稍后再试';
/**
 * Sent by the caller (the public demo's web server) when this sandbox was used before, wherever that
 * was: a sandbox made here for such a call lost its earlier state on another instance (a mock pod that
 * stopped, behind the sandbox router) or in a restart, and gets the same notice. Honoured with
 * MOCK_ADMIN=off too: like the sandbox header it is isolation, not steering, and it only adds a notice.
 */
export const SANDBOX_USED_HEADER = 'x-mock-sandbox-used';

const defaultState = (source: StateSource): RequestState => ({
  store: source.store,
  clock: source.store.clock instanceof MockClock ? source.store.clock : null,
  faults: source.faults,
  host: source,
  sandboxId: null,
});

/** The state resolved for this request (the default one when the middleware did not run). */
export const stateOf = (res: Response, source: StateSource): RequestState =>
  (res.locals.mockState as RequestState | undefined) ?? defaultState(source);

export const stampMockNow = (res: Response, state: RequestState): void => {
  if (!res.headersSent) res.setHeader(MOCK_NOW_HEADER, String(state.store.clock.now()));
};

export function resolveState(source: StateSource): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (res.locals.mockState) return next();
    const id = sandboxIdOf(req.get(SANDBOX_HEADER), req.get('cookie'));
    if (id === null) {
      const state = defaultState(source);
      res.locals.mockState = state;
      stampMockNow(res, state);
      return next();
    }
    if (!SANDBOX_ID.test(id))
      return sendInvalid(res, { [SANDBOX_HEADER]: '沙箱 id 须为 1-64 位字母、数字、下划线或连字符' });
    const scenario = (source.steering && req.get(SCENARIO_HEADER)?.trim()) || null;
    res.locals.sandboxId = id;
    source.sandboxes.use(id, scenario).then(
      (sandbox) => {
        res.once('close', () => source.sandboxes.release(sandbox));
        const state: RequestState = {
          store: sandbox.store,
          clock: sandbox.clock,
          faults: sandbox.faults,
          host: sandbox,
          sandboxId: id,
        };
        res.locals.mockState = state;
        if (sandbox.unannounced) {
          sandbox.unannounced = false;
          res.locals.journalNote = madeHereNote(sandbox, hostname());
          if (source.sandboxes.wasRemoved(id) || req.get(SANDBOX_USED_HEADER) === '1')
            res.setHeader(NOTICE_HEADER, encodeURIComponent(FRESH_SANDBOX_NOTICE));
        }
        stampMockNow(res, state);
        next();
      },
      (err: unknown) => {
        // At the cap with no sandbox idle long enough to evict: the newcomer comes back later, so
        // nobody mid-purchase loses their state (HTTP 429 with Retry-After, the wire's 02).
        if (err instanceof SandboxLimitError) {
          const max = source.sandboxes.max;
          res.setHeader('retry-after', String(Math.ceil(err.retryAfterMs / 1000)));
          res.status(429).json({
            code: '02',
            msg: SANDBOXES_FULL_MESSAGE,
            result: null,
            hint: `sandbox limit reached (${max}) and none idle long enough to evict: retry after the Retry-After seconds or raise MOCK_SANDBOX_MAX`,
          });
          return;
        }
        // A scenario that cannot be applied (unknown name, bad file) is the caller's to fix.
        const reason = err instanceof Error ? err.message : String(err);
        sendEnvelope(res, { code: '02', msg: `无法创建沙箱：${reason}`, result: null });
      },
    );
  };
}
