// Builds the mock-api Express app (exported for supertest; main.ts only listens).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { pino, type Logger } from 'pino';
import { createAdminRouter } from './admin/router.js';
import { adminGuard, type AdminAccess } from './admin/admin-guard.js';
import { FaultState } from '../test-control/faults.js';
import { Journal } from '../test-control/journal.js';
import { DEFAULT_BUDGET } from '../test-control/journal-budget.js';
import { handlers } from './handlers/index.js';
import { createMediaRouter } from './media/router.js';
import { parseQueryString, wireBody } from './api/body.js';
import type { Handler } from './api/handler-types.js';
import { registerCatalogue } from './api/register.js';
import { createSharedReadCache } from './api/read-cache.js';
import { UploadsFolder } from '../domain/account/uploads-folder.js';
import { transportError, unmatchedPath } from './fallback-replies.js';
import { MEMORY } from '../persistence/open-database.js';
import { createStore, type Store } from '../persistence/store.js';
import { ALL_TABLES } from '../domain/tables.js';
import { startDueTimer } from '../domain/upkeep.js';
import { createSeed, type Seed } from '../seed/index.js';
import { MockClock } from '../test-control/mock-clock.js';
import { resolveState } from './request-state.js';
import { faultMiddleware } from './fault-middleware.js';
import { storeGuard } from './store-guard.js';
import { SandboxRegistry, type SandboxOptions } from '../test-control/sandboxes.js';
import { startScenario } from '../test-control/scenarios/activate.js';
import type { EndpointName } from '@storefront/contracts';
import type { MockApp, MockState } from './mock-state.js';
import { recordingProxy } from './record/recording-proxy.js';
import { replayRecordings } from './record/replay-recordings.js';

export const DEFAULT_SEED = 20261122;
/** Entries kept per state (the default one and each sandbox). */
export const JOURNAL_SIZE = 1000;

export interface AppOptions {
  /** MOCK_SEED; ignored when `seed` is given. */
  seedNumber?: number;
  /** A prebuilt seed (tests share one to stay fast). */
  seed?: Seed;
  /** The store; default: a fresh in-memory one (nothing persisted) on `now` and the seed. */
  store?: Store;
  /** Folder served as /media/uploads; default: a temp folder. */
  uploadsDir?: string;
  /** MOCK_UPLOADS_MAX_BYTES: every upload together at most (default 1 GiB). */
  uploadsMaxBytes?: number;
  now?: () => number;
  logger?: Logger;
  /** Validate every result against its schema; default: on under NODE_ENV=test. */
  validateResults?: boolean;
  /** Entries the journal keeps per state; default JOURNAL_SIZE. */
  journalSize?: number;
  /** How long an `x-mock-fault: timeout` request is held before its socket is dropped. */
  faultTimeoutMs?: number;
  /** Sandboxes: idle time, cap, how a fresh one is prepared, the wall clock of idle expiry. */
  sandboxes?: Omit<SandboxOptions, 'seed' | 'log'>;
  /**
   * The scenario laid on an empty store at start and after every reset (MOCK_SCENARIO, default
   * `demo` in main.ts); none by default, so tests start from the bare seed.
   */
  scenario?: string | null;
  /** Who may use /__mock (MOCK_ADMIN, MOCK_ADMIN_HOSTS); default: open, local names only. */
  admin?: Partial<AdminAccess>;
  /** The shop's address for the console's link to it (MOCK_SHOP_URL); unset, the console guesses. */
  shopUrl?: string | null;
  /** Record mode (MOCK_RECORD_UPSTREAM): catalogue calls go to the upstream and into a recording. */
  record?: { upstream: string; dir: string };
  /** Where scenarios' recordings are found (default mock-api/recordings). */
  recordingsRoot?: string;
  /** Replaces the handler map (tests of the platform's own rules). */
  handlers?: Partial<Record<EndpointName, Handler<EndpointName>>>;
}

export type { MockApp, MockState } from './mock-state.js';

const seedCache = new Map<number, Seed>();
/** One seed per seed number per process: building it is the slowest part of start-up. */
export function seedFor(seedNumber: number, now: number): Seed {
  let seed = seedCache.get(seedNumber);
  if (!seed) {
    seed = createSeed(seedNumber, now);
    seedCache.set(seedNumber, seed);
  }
  return seed;
}

/** The state every route reads: the store (a fresh in-memory one unless given), journal, faults, sandboxes. */
function createMockState(options: AppOptions): MockState {
  const log =
    options.logger ??
    pino({ level: process.env.NODE_ENV === 'test' ? 'silent' : 'info', base: { service: 'mock-api' } });
  const store =
    options.store ??
    (() => {
      const clock = options.now ? { now: options.now } : new MockClock();
      const seed = options.seed ?? seedFor(options.seedNumber ?? DEFAULT_SEED, clock.now());
      return createStore({ tables: ALL_TABLES, file: MEMORY, clock, seed, log });
    })();
  const { seed } = store;
  const now = (): number => store.clock.now();
  const uploadsDir = options.uploadsDir ?? join(tmpdir(), 'storefront-mock-api-uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const uploads = new UploadsFolder(uploadsDir, options.uploadsMaxBytes);
  // Due order and after-sale steps also happen when nobody asks (see domain/upkeep.ts).
  store.onClose(startDueTimer({ store, seed, now }));
  // MOCK_ADMIN=off: nobody can read the journal, so it keeps no bodies (journal-budget.ts).
  const journal = new Journal(options.journalSize ?? JOURNAL_SIZE, {
    ...DEFAULT_BUDGET,
    keepBodies: options.admin?.enabled ?? true,
  });
  const sandboxes = new SandboxRegistry({
    ...options.sandboxes,
    seed,
    log,
    faultTimeoutMs: options.faultTimeoutMs,
    onRemove: (id) => journal.clear(id),
  });
  store.onClose(sandboxes.startSweeper());
  // Sandboxes go with the default store (their timers stop with their stores).
  store.onClose(() => void sandboxes.closeAll());
  return {
    store,
    seed,
    now,
    log,
    journal,
    faults: new FaultState(options.faultTimeoutMs ?? 30_000),
    uploadsDir,
    uploads,
    startedAt: now(),
    sandboxes,
    replies: createSharedReadCache(),
    scenario: options.scenario ?? null,
    recordingsRoot: options.recordingsRoot,
    shopUrl: options.shopUrl ?? null,
    // Steering headers are test controls, closed with the admin API (sandboxes stay: isolation).
    steering: options.admin?.enabled ?? true,
  };
}

/** /api and /media: journal, the state a request names, faults, media, recording, the catalogue. */
function wireRouter(mock: MockState, options: AppOptions): express.Router {
  const { log, now, store, uploads } = mock;
  const wire = express.Router();
  wire.use(mock.journal.middleware(now));
  wire.use(resolveState(mock));
  // Fault rules after the state: a sandbox has rules of its own.
  wire.use(faultMiddleware(mock));
  // Only /media paths walk the media routes; API calls skip them.
  const media = createMediaRouter(mock);
  wire.use((req, res, next) => {
    const path = req.path.toLowerCase();
    return path === '/media' || path.startsWith('/media/') ? media(req, res, next) : next();
  });
  wire.use(storeGuard(mock));
  if (options.record) wire.use(recordingProxy({ ...options.record, log, now }));
  wire.use(wireBody);
  wire.use(replayRecordings(mock));
  registerCatalogue(wire, {
    handlers: options.handlers ?? (handlers as Partial<Record<EndpointName, Handler<EndpointName>>>),
    store,
    log,
    uploads,
    replies: mock.replies,
    validateResults: options.validateResults ?? process.env.NODE_ENV === 'test',
  });
  return wire;
}

export function createApp(options: AppOptions = {}): MockApp {
  const mock = createMockState(options);
  startScenario(mock);

  const app = express() as MockApp;
  app.mock = mock;
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  // The wire's query strings follow the same qs limits as form bodies (see docs/wire.md).
  app.set('query parser', parseQueryString);

  app.use(
    '/__mock',
    adminGuard({ enabled: options.admin?.enabled ?? true, hosts: options.admin?.hosts ?? [] }),
    createAdminRouter(mock),
  );
  app.use(wireRouter(mock, options));
  app.use(unmatchedPath());
  app.use(transportError(mock));
  return app;
}
