// Sandboxes (see docs/testing.md): a request naming `x-mock-sandbox: <id>` (or the `mock-sandbox`
// cookie) works on its own in-memory store with its own mock clock, made on first use and prepared
// from the scenario the first request names (`x-mock-scenario`, default `demo`): its rows, its clock
// and its standing faults, all the sandbox's own. Idle sandboxes go away; a cap bounds how many
// exist, and at the cap the least recently used idle one makes room, if it has been idle for at least
// `evictIdleMs` (sandbox-eviction.ts: a public demo's visitor mid-purchase keeps their state and the
// newcomer is asked to come back). A sandbox is removed only once its requests are answered. The
// default state (no sandbox) is untouched by all of this.
import type { Logger } from 'pino';
import { FaultState } from './faults.js';
import { startScenario, type ScenarioHost } from './scenarios/activate.js';
import { DEFAULT_SCENARIO } from './scenarios/index.js';
import { systemClock } from '../shared/clock.js';
import { MEMORY } from '../persistence/open-database.js';
import type { Seed } from '../seed/types.js';
import { createStore, type Store } from '../persistence/store.js';
import { ALL_TABLES } from '../domain/tables.js';
import { startDueTimer } from '../domain/upkeep.js';
import { MockClock } from './mock-clock.js';
import { BUSY_RETRY_MS, evictable, retryAfterMs } from './sandbox-eviction.js';
import { ScenarioImages } from './scenario-images.js';

export const SANDBOX_HEADER = 'x-mock-sandbox';
export const SANDBOX_COOKIE = 'mock-sandbox';
export const SCENARIO_HEADER = 'x-mock-scenario';
export const SANDBOX_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const DEFAULT_SANDBOX_IDLE_MS = 30 * 60_000;
export const DEFAULT_SANDBOX_MAX = 50;
/** How long removing a sandbox waits for its requests to be answered before refusing. */
export const REMOVE_WAIT_MS = 5_000;
/**
 * A sandbox's store is small and mostly idle (a public demo holds hundreds): 1 KB pages and a dozen
 * prepared statements, measured in docs/decisions.md (0.8 → under 0.5 MB per idle visitor).
 */
export const SANDBOX_STORE = { pageSize: 1024, statementCacheMax: 12 } as const;
/** How many removed sandbox ids are remembered (tens of bytes each). */
export const REMEMBERED_REMOVALS = 10_000;

/**
 * Puts a fresh sandbox's starting state in place: by default its scenario, laid on its empty store
 * and again after each of its resets, its clock setting on the sandbox's MockClock and its standing
 * faults on the sandbox's own fault state.
 */
export type PrepareSandbox = (sandbox: Sandbox) => void | Promise<void>;
export const fromScenario: PrepareSandbox = (sandbox) => {
  startScenario(sandbox);
};

export interface Sandbox extends ScenarioHost {
  id: string;
  store: Store;
  clock: MockClock;
  faults: FaultState;
  scenario: string;
  createdAt: number;
  lastUsedAt: number;
  /** Requests that worked on it (the console shows it). */
  requests: number;
  /** True until the first request on it has been told it was made here (its journal note). */
  unannounced: boolean;
  /** Requests on it still being answered: a sandbox with any is not idle, so never evicted. */
  inFlight: number;
}

export interface SandboxOptions {
  seed: Seed;
  log: Logger;
  idleMs?: number;
  max?: number;
  /** At the cap, only a sandbox idle at least this long is evicted (MOCK_SANDBOX_EVICT_IDLE_MS; 0: any idle one). */
  evictIdleMs?: number;
  prepare?: PrepareSandbox;
  /** The scenario of a sandbox whose first request names none (default `demo`). */
  defaultScenario?: string;
  /** How long an `x-mock-fault: timeout` request is held (as for the default state). */
  faultTimeoutMs?: number;
  /** Real time, for idle expiry and the sandboxes' clocks (tests pass a fake one). */
  wall?: () => number;
  /** Told when a sandbox goes away (its journal goes with it). */
  onRemove?: (id: string) => void;
}

/** At the cap, no sandbox is idle (long enough) to be evicted to make room. */
export class SandboxLimitError extends Error {
  constructor(
    /** When one may be: the caller's Retry-After. */
    readonly retryAfterMs: number,
  ) {
    super('sandbox limit reached');
  }
}

/** A sandbox still answering requests after REMOVE_WAIT_MS: it was not removed. */
export class SandboxBusyError extends Error {}

export class SandboxRegistry {
  private readonly sandboxes = new Map<string, Sandbox>();
  private readonly pending = new Map<string, Promise<Sandbox>>();
  /** Ids removed lately, in removal order, so a returning caller can be told its state went away. */
  private readonly removed = new Set<string>();
  readonly idleMs: number;
  readonly max: number;
  readonly evictIdleMs: number;
  /** Removals waiting for a sandbox's requests to be answered. */
  private readonly drainWaiters = new Map<Sandbox, Array<() => void>>();
  private readonly wall: () => number;
  private readonly prepare: PrepareSandbox;
  /** Set when sandboxes start from their scenario (the default prepare): its laid rows, copied. */
  private readonly images: ScenarioImages | null;
  readonly defaultScenario: string;
  /** Sandboxes removed at the cap to make room (the console and the bench read it). */
  evicted = 0;

  constructor(private readonly options: SandboxOptions) {
    this.idleMs = options.idleMs ?? DEFAULT_SANDBOX_IDLE_MS;
    this.max = options.max ?? DEFAULT_SANDBOX_MAX;
    this.evictIdleMs = options.evictIdleMs ?? 0;
    this.wall = options.wall ?? systemClock.now;
    this.prepare = options.prepare ?? fromScenario;
    this.images = options.prepare
      ? null
      : new ScenarioImages({ seed: options.seed, log: options.log, wall: this.wall, small: SANDBOX_STORE });
    this.defaultScenario = options.defaultScenario ?? DEFAULT_SCENARIO;
  }

  /**
   * The sandbox `id`, made (from `scenario`) when it does not exist yet; at the cap the least recently
   * used idle sandbox is evicted first, and only when every one is busy is the call refused. The
   * caller marks the request done with `release` (the sandbox counts as busy until then).
   */
  async use(id: string, scenario: string | null): Promise<Sandbox> {
    await this.sweep();
    const found = this.sandboxes.get(id);
    if (found) {
      found.lastUsedAt = this.wall();
      found.requests++;
      found.inFlight++;
      return found;
    }
    const making = this.pending.get(id);
    if (making) {
      const sandbox = await making;
      sandbox.inFlight++;
      return sandbox;
    }
    if (this.sandboxes.size + this.pending.size >= this.max && !(await this.evictLeastRecentlyUsed()))
      throw new SandboxLimitError(
        this.pending.size >= this.max
          ? BUSY_RETRY_MS
          : retryAfterMs(this.sandboxes.values(), this.wall(), this.evictIdleMs),
      );
    const made = this.make(id, scenario ?? this.defaultScenario).finally(() => this.pending.delete(id));
    this.pending.set(id, made);
    return made;
  }

  /** A request that `use` returned the sandbox for is answered. */
  release(sandbox: Sandbox): void {
    if (sandbox.inFlight > 0) sandbox.inFlight--;
    if (sandbox.inFlight > 0) return;
    const waiters = this.drainWaiters.get(sandbox);
    this.drainWaiters.delete(sandbox);
    for (const wake of waiters ?? []) wake();
  }

  /** Resolves when the sandbox answers no request, or after `ms`: whether it is then idle. */
  private drained(sandbox: Sandbox, ms: number): Promise<boolean> {
    if (sandbox.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(sandbox.inFlight === 0), ms);
      const waiters = this.drainWaiters.get(sandbox) ?? [];
      waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
      this.drainWaiters.set(sandbox, waiters);
    });
  }

  /** Removes the idle sandbox used longest ago (idle at least evictIdleMs); false when none is. */
  private async evictLeastRecentlyUsed(): Promise<boolean> {
    const oldest = evictable(this.sandboxes.values(), this.wall(), this.evictIdleMs);
    if (!oldest) return false;
    this.options.log.info(
      { sandbox: oldest.id, max: this.max },
      'sandbox cap reached: evicted the least recently used idle sandbox',
    );
    this.evicted++;
    return this.remove(oldest.id);
  }

  private async make(id: string, scenario: string): Promise<Sandbox> {
    const clock = new MockClock(this.wall);
    // With an image the store is not empty, so fromScenario installs the scenario's clock and faults only.
    const image = await this.images?.imageOf(scenario);
    const store = createStore({
      tables: ALL_TABLES,
      file: MEMORY,
      small: SANDBOX_STORE,
      image: image?.bytes,
      clock,
      seed: this.options.seed,
      log: this.options.log,
    });
    // Its due steps also happen when nobody asks; the timer stops with the store.
    store.onClose(startDueTimer({ store, seed: store.seed, now: clock.now }));
    const faults = new FaultState(this.options.faultTimeoutMs ?? 30_000);
    const now = this.wall();
    const sandbox: Sandbox = {
      id,
      store,
      clock,
      faults,
      scenario,
      historyLaidAt: image?.laidAt,
      createdAt: now,
      lastUsedAt: now,
      requests: 1,
      unannounced: true,
      inFlight: 1,
    };
    try {
      await this.prepare(sandbox);
    } catch (err) {
      await store.close();
      throw err;
    }
    this.sandboxes.set(id, sandbox);
    return sandbox;
  }

  /** Whether a sandbox of this id existed here and was removed (evicted, idle or deleted). */
  wasRemoved(id: string): boolean {
    return this.removed.has(id);
  }

  /** Keeps the id among the last REMEMBERED_REMOVALS removed ones (oldest forgotten first). */
  private remember(id: string): void {
    this.removed.delete(id);
    this.removed.add(id);
    if (this.removed.size > REMEMBERED_REMOVALS) this.removed.delete(this.removed.values().next().value!);
  }

  /** Wall-clock time, as idle expiry reads it. */
  now(): number {
    return this.wall();
  }

  get(id: string): Sandbox | undefined {
    return this.sandboxes.get(id);
  }

  list(): Sandbox[] {
    return [...this.sandboxes.values()];
  }

  /**
   * Removes a sandbox once the requests it is answering are done (their store must stay open until
   * then); throws SandboxBusyError when they take longer than `waitMs`, the sandbox then kept.
   */
  async remove(id: string, waitMs = REMOVE_WAIT_MS): Promise<boolean> {
    const sandbox = this.sandboxes.get(id);
    if (!sandbox) return false;
    // Real elapsed time (not the mock's clock). Another request may start while this waits: wait
    // again, until the deadline.
    const deadline = performance.now() + waitMs;
    while (sandbox.inFlight > 0)
      if (!(await this.drained(sandbox, deadline - performance.now())) && performance.now() >= deadline)
        throw new SandboxBusyError();
    if (this.sandboxes.get(id) !== sandbox) return false; // removed meanwhile by another call
    await this.dispose(sandbox);
    return true;
  }

  private async dispose(sandbox: Sandbox): Promise<void> {
    this.sandboxes.delete(sandbox.id);
    this.options.onRemove?.(sandbox.id);
    this.remember(sandbox.id);
    await sandbox.store.close();
  }

  /** Removes the sandboxes idle for longer than idleMs; returns their ids. */
  async sweep(): Promise<string[]> {
    const cutoff = this.wall() - this.idleMs;
    const idle = this.list().filter((s) => s.lastUsedAt <= cutoff && s.inFlight === 0);
    for (const s of idle) await this.remove(s.id);
    return idle.map((s) => s.id);
  }

  async closeAll(): Promise<void> {
    for (const sandbox of this.list()) await this.dispose(sandbox);
    this.removed.clear();
  }

  /** Sweeps every `everyMs` (unref'd); returns the stop function. */
  startSweeper(everyMs = 60_000): () => void {
    const timer = setInterval(() => void this.sweep().catch(() => {}), everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}

/**
 * The journal note of the request that made a sandbox on this instance. A sandbox lives in the memory
 * of the one process that made it: where several mock-api pods share the sandboxes by a hash of the id
 * (deploy/kubernetes/overlays/sandboxes), a pod that restarts, or a change in the pods the hash
 * spreads over, sends the id to a process that has never seen it, which starts it from its scenario.
 * The note says so, so a CI run that finds its earlier state gone can read why in the journal.
 */
export const madeHereNote = (sandbox: Pick<Sandbox, 'id' | 'scenario'>, instance: string): string =>
  `沙箱 ${sandbox.id} 在实例 ${instance} 上新建，从场景 ${sandbox.scenario} 开始。` +
  '沙箱只存在于创建它的实例的内存中：若它此前在别的实例上用过（实例重启、迁移或路由变化），之前的状态不会带到这里。';

/** The sandbox a request names: the header first, then the cookie; null when it names none. */
export function sandboxIdOf(header: string | undefined, cookieHeader: string | undefined): string | null {
  if (header !== undefined && header !== '') return header;
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SANDBOX_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}
