// Which sandbox makes room at the cap (docs/deploy.md, "Public demo"): the least recently used one
// that is answering nothing and has been idle for at least `minIdleMs`. A visitor who clicked a minute
// ago is mid-purchase: rather than wipe their cart or order, the newcomer is asked to come back.
/** How soon a refused caller may try again when no sandbox is old enough yet (or all are busy). */
export const BUSY_RETRY_MS = 5_000;

/** What eviction reads of a sandbox: requests it is answering, and when it was last used. */
interface Candidate {
  inFlight: number;
  lastUsedAt: number;
}

/** The sandbox to evict, or undefined when none is idle long enough. */
export function evictable<S extends Candidate>(
  sandboxes: Iterable<S>,
  now: number,
  minIdleMs: number,
): S | undefined {
  let oldest: S | undefined;
  for (const sandbox of sandboxes)
    if (
      sandbox.inFlight === 0 &&
      now - sandbox.lastUsedAt >= minIdleMs &&
      (!oldest || sandbox.lastUsedAt < oldest.lastUsedAt)
    )
      oldest = sandbox;
  return oldest;
}

/** When one of `sandboxes` will have been idle for `minIdleMs` (ms from now; at least a second). */
export function retryAfterMs(sandboxes: Iterable<Candidate>, now: number, minIdleMs: number): number {
  let soonest = Infinity;
  for (const sandbox of sandboxes)
    if (sandbox.inFlight === 0) soonest = Math.min(soonest, sandbox.lastUsedAt + minIdleMs - now);
  return Number.isFinite(soonest) ? Math.max(1_000, soonest) : BUSY_RETRY_MS;
}
