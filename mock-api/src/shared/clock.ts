// The clock every time rule of the store reads. The system clock is the default; tests (and a
// mock clock) inject their own, so nothing in the store calls Date.now() itself.
export interface Clock {
  /** Epoch ms. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
