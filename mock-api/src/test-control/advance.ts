// POST /__mock/clock/advance: time moves forward step by step, stopping at each instant a stored
// step falls due (orders' payment deadline, settling and auto-receipt, after-sale reviews; found
// through the due_at indexes), so each step runs at its own time and in order — a cancelled order's
// stock is back before a later step reads it. Rules computed from the clock on read (flash sessions,
// coupon validity, session expiry, parcel trails) simply follow the clock's new time.
import type { Seed } from '../seed/types.js';
import type { Store } from '../persistence/store.js';
import { upkeep } from '../domain/upkeep.js';
import type { MockClock } from './mock-clock.js';

const DUE_TABLES = ['orders', 'refunds', 'repairs'] as const;
/** A runaway guard: no real world has this many due steps inside one advance. */
const MAX_STEPS = 100_000;

function nextDueAt(store: Store, after: number): number | null {
  let next: number | null = null;
  for (const table of DUE_TABLES) {
    const row = store.sql
      .prepare(`SELECT MIN(due_at) AS due FROM ${table} WHERE due_at IS NOT NULL AND due_at > ?`)
      .get(after) as { due: number | null } | undefined;
    const due = row?.due ?? null;
    if (due !== null && (next === null || due < next)) next = due;
  }
  return next;
}

export interface AdvanceResult {
  from: number;
  to: number;
  /** How many due instants were stepped through. */
  steps: number;
}

export async function advanceClock(store: Store, clock: MockClock, ms: number): Promise<AdvanceResult> {
  const seed: Seed = store.seed;
  const ctx = { store, seed, now: clock.now };
  const from = clock.now();
  const target = from + ms;
  store.atomic(() => upkeep(ctx));
  let steps = 0;
  for (let due = nextDueAt(store, clock.now()); due !== null && due <= target && steps < MAX_STEPS;) {
    clock.shift(due - clock.now());
    store.atomic(() => upkeep(ctx));
    steps += 1;
    due = nextDueAt(store, Math.max(due, clock.now()));
  }
  clock.shift(target - clock.now());
  store.atomic(() => upkeep(ctx));
  await store.flush();
  return { from, to: clock.now(), steps };
}
