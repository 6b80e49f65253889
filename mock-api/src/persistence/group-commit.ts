// Group commit on one SQLite connection. The first write opens a transaction; every request's
// business operation runs in its own SAVEPOINT inside it (a refusal rolls back that request alone);
// a request that wants its reply to be durable awaits `flush()`, and one COMMIT (one WAL fsync)
// serves every request that wrote since the last one. node:sqlite is synchronous, so a savepoint
// never spans an await: `atomic` runs a synchronous function and nothing else can interleave.
import type { DatabaseSync } from 'node:sqlite';
import type { Logger } from 'pino';

/** A refusal that keeps what was written before it (a failed login still counts). */
export interface KeepsChanges {
  keepChanges: true;
}
const keepsChanges = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as Partial<KeepsChanges>).keepChanges === true;

export interface GroupCommitStats {
  commits: number;
}

export interface CommitOutcome {
  succeeded(): void;
  failed(err: unknown): boolean;
}

export class GroupCommit {
  private open = false;
  /** Whether the open transaction holds a write (a read-only one tells health nothing on commit). */
  private wrote = false;
  private depth = 0;
  private savepoints = 0;
  private waiters: Array<{ resolve: () => void; reject: (err: Error) => void }> = [];
  private scheduled: NodeJS.Immediate | null = null;
  private autoTimer: NodeJS.Timeout | null = null;
  /** How many COMMITs ran (tests and the bench read it). */
  readonly stats: GroupCommitStats = { commits: 0 };
  /**
   * Bumped by every write (and by `changed()`): a value read at one generation is still what the
   * store holds while the generation stays the same. A write that is rolled back bumps it all the
   * same; that only costs a cached read being made again.
   */
  generation = 0;

  constructor(
    private readonly db: DatabaseSync,
    private readonly log: Logger,
    /** Changes made outside a request (timers) are committed after this delay even if nobody awaits. */
    private readonly autoFlushMs = 50,
    /**
     * Told of each COMMIT's outcome (`succeeded` only for one that held a write); `failed` returns
     * true when it took care of the log line.
     */
    private readonly outcome?: CommitOutcome,
  ) {}

  /** Called before every write: joins (or opens) the shared transaction. */
  beforeWrite = (): void => {
    this.generation++;
    this.wrote = true;
    if (!this.open) {
      this.db.exec('BEGIN IMMEDIATE');
      this.open = true;
    }
    if (!this.autoTimer && this.depth === 0 && this.waiters.length === 0) this.armAutoCommit();
  };

  /** For writes that bypass the table helpers (the admin reset's DELETEs). */
  changed(): void {
    this.generation++;
  }

  /** Runs `fn` as one all-or-nothing step: a throw undoes its writes and nobody else's. */
  atomic<R>(fn: () => R): R {
    if (!this.open) {
      this.db.exec('BEGIN IMMEDIATE');
      this.open = true;
    }
    const name = `op${++this.savepoints}`;
    this.db.exec(`SAVEPOINT ${name}`);
    this.depth++;
    try {
      const result = fn();
      this.db.exec(`RELEASE ${name}`);
      return result;
    } catch (err) {
      this.endSavepoint(name, !keepsChanges(err), err);
      throw err;
    } finally {
      this.depth--;
      if (this.depth === 0 && !this.autoTimer) this.armAutoCommit();
    }
  }

  private endSavepoint(name: string, undo: boolean, err: unknown): void {
    try {
      if (undo) this.db.exec(`ROLLBACK TO ${name}`);
      this.db.exec(`RELEASE ${name}`);
    } catch {
      // SQLite rolled the whole transaction back itself (it does on a full disk or an I/O error):
      // every write since the last commit is gone, so nobody waiting for one may hear '01'.
      this.open = false;
      this.wrote = false;
      // A reply cached from the lost writes must not be sent again.
      this.generation++;
      const waiters = this.waiters;
      this.waiters = [];
      for (const w of waiters) w.reject(err as Error);
    }
  }

  /** Resolves once everything written so far is committed (and fsynced). */
  flush(): Promise<void> {
    if (!this.open) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    // setImmediate runs after the I/O phase: every request parsed in this turn writes first.
    this.scheduled ??= setImmediate(() => {
      this.scheduled = null;
      this.commit();
    });
    return done;
  }

  /** Commits now (close, reset). */
  commit(): void {
    if (this.autoTimer) clearTimeout(this.autoTimer);
    this.autoTimer = null;
    if (this.depth > 0) throw new Error('commit inside an atomic operation');
    const waiters = this.waiters;
    this.waiters = [];
    if (!this.open) {
      for (const w of waiters) w.resolve();
      return;
    }
    try {
      this.db.exec('COMMIT');
      this.open = false;
      this.stats.commits++;
      if (this.wrote) this.outcome?.succeeded();
      this.wrote = false;
      for (const w of waiters) w.resolve();
    } catch (err) {
      // A storage fault (full disk, read-only, damaged) is logged once by the store's health, not
      // with a stack at every commit.
      if (!this.outcome?.failed(err)) this.log.error({ err }, 'mock-api could not commit its data');
      try {
        this.db.exec('ROLLBACK');
      } catch {
        // Already rolled back by SQLite.
      }
      this.open = false;
      this.wrote = false;
      for (const w of waiters) w.reject(err as Error);
    }
  }

  get inTransaction(): boolean {
    return this.open;
  }

  stop(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    this.commit();
  }

  private armAutoCommit(): void {
    if (!this.open) return;
    this.autoTimer = setTimeout(() => {
      this.autoTimer = null;
      if (this.depth === 0) this.commit();
    }, this.autoFlushMs);
    this.autoTimer.unref();
  }
}
