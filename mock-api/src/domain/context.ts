// What the domain's functions read: the store, the seed and the clock, and for the caller's own
// flags the signed-in session. The HTTP layer's handler context extends these, so timers, the admin
// routes and scenarios call the same functions with no request at all.
import type { Store } from '../persistence/store.js';
import type { Seed } from '../seed/types.js';

export interface StoreCtx {
  /** The user-made state: one instance per state (the data file or a sandbox), never a module singleton. */
  store: Store;
  /** Read-only catalogue data built from MOCK_SEED (the store's). */
  seed: Seed;
  /** Epoch ms from the store's clock: every time rule reads this, never Date.now(). */
  now: () => number;
}

/** The signed-in caller, as resolved from the request's token. */
export interface Session {
  token: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

/** A read that shows the caller's own flags (liked, collected, reminded…): null for a visitor. */
export interface ViewCtx extends StoreCtx {
  session: Session | null;
}
