// Housekeeping every buying-side call does first: the demo account exists (also after an admin
// reset), and the time-driven steps that fell due are applied (payment settling, auto-cancel,
// auto-receipt, simulated after-sale reviews). Due steps are found through the due_at indexes, so
// the cost does not grow with the number of orders. The same runs on a timer (startDueTimer), so
// steps also happen when nobody asks, and on read, so they are right after a restart or a clock jump
// (http/handlers/with-upkeep.ts runs it before each buying-side handler).
import { prepareAccounts } from './account/accounts.js';
import { runDueAfterSales } from './order/after-sale.js';
import type { StoreCtx } from './context.js';
import { runDueOrders } from './order/lifecycle.js';

export function upkeep(ctx: StoreCtx): void {
  prepareAccounts(ctx.store, ctx.now);
  runDueOrders(ctx);
  runDueAfterSales(ctx);
}

/** Runs the due steps now and commits them; a timer has nobody to answer. */
function runDue(ctx: StoreCtx): void {
  try {
    ctx.store.atomic(() => upkeep(ctx));
    void ctx.store.flush().catch(() => {});
  } catch (err) {
    // The next request's upkeep retries the same step; a damaged, read-only or full store is told
    // to health (logged there once) even when no request meets it.
    ctx.store.health.report(err);
  }
}

/**
 * Settles a payment when nobody asks: a timer a little after it is due. It is unref'd (it never
 * keeps the process alive) and harmless when the clock is fake and has not moved.
 */
export function scheduleUpkeep(ctx: StoreCtx, afterMs: number): void {
  setTimeout(() => runDue(ctx), afterMs + 50).unref();
}

/** Runs the due steps every `everyMs` (unref'd); returns the stop function. */
export function startDueTimer(ctx: StoreCtx, everyMs = 1000): () => void {
  const timer = setInterval(() => runDue(ctx), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
