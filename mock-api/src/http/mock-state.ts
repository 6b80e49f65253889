// What the app holds for its routers: the default state (store, seed, clock) and the test-control
// parts around it. Its own file so the admin and media routers need not import the app that mounts them.
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Store } from '../persistence/store.js';
import type { Seed } from '../seed/types.js';
import type { FaultState } from '../test-control/faults.js';
import type { Journal } from '../test-control/journal.js';
import type { SharedReadCache } from './api/read-cache.js';
import type { UploadsFolder } from '../domain/account/uploads-folder.js';
import type { SandboxRegistry } from '../test-control/sandboxes.js';

export interface MockState {
  store: Store;
  seed: Seed;
  now: () => number;
  log: Logger;
  journal: Journal;
  faults: FaultState;
  uploadsDir: string;
  /** The uploads folder's budget, and its health. */
  uploads: UploadsFolder;
  startedAt: number;
  sandboxes: SandboxRegistry;
  /** The pure reads' replies of every store, within one byte budget (http/api/read-cache.ts). */
  replies: SharedReadCache;
  /** The scenario a reset brings back (see test-control/scenarios/activate.ts). */
  scenario: string | null;
  /** Where scenarios' recordings live (default mock-api/recordings, see test-control/recordings/). */
  recordingsRoot?: string;
  /** The shop's address, for the console's link to it (MOCK_SHOP_URL). */
  shopUrl: string | null;
  /** False under MOCK_ADMIN=off: a call's x-mock-scenario, -fault and -delay are ignored. */
  steering: boolean;
}

export type MockApp = Express & { mock: MockState };
