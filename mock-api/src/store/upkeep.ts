// Housekeeping every buying-side call does first: the demo account exists (also after an admin
// reset), and the time-driven order steps that fell due are applied (payment settling,
// auto-cancel, auto-receipt, simulated after-sale reviews). Doing this lazily from the request's
// clock, rather than only from timers, keeps the machine right after a restart and under fake time.
import type { HandlerContext } from '../platform/handler-types.js';
import { prepareAccounts } from './account/accounts.js';
import { sweepAfterSale } from './order/after-sale.js';
import type { StoreCtx } from './shared/context.js';
import { sweepOrderClocks } from './order/lifecycle.js';

export function upkeep(ctx: StoreCtx): void {
  prepareAccounts(ctx.db, ctx.now);
  sweepOrderClocks(ctx);
  sweepAfterSale(ctx);
}

/** Wraps an area's handlers so each runs upkeep first; the map keeps its exact type. */
export function withUpkeep<M extends Record<string, (input: never, ctx: HandlerContext) => unknown>>(
  handlers: M,
): M {
  const wrapped: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    wrapped[name] = (input: never, ctx: HandlerContext) => {
      upkeep(ctx);
      return handler(input, ctx);
    };
  }
  return wrapped as M;
}

/**
 * Also settles a payment when nobody asks: a timer a little after it is due. It is unref'd (it never
 * keeps the process alive) and harmless when the clock is fake and has not moved.
 */
export function scheduleUpkeep(ctx: StoreCtx, afterMs: number): void {
  const timer = setTimeout(() => {
    try {
      upkeep(ctx);
    } catch {
      // A timer has nobody to answer; the next request's upkeep retries the same step.
    }
  }, afterMs + 50);
  timer.unref();
}
