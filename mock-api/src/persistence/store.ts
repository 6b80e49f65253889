// The store: one instance per state (the process's data file, or an in-memory database for tests
// and sandboxes), holding the SQLite connection, the immutable seed and the clock every time rule
// reads. Handlers reach it through their context; nothing in the store is a module-level singleton.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Logger } from 'pino';
import type { Clock } from '../shared/clock.js';
import { GroupCommit } from './group-commit.js';
import { importJsonFile, jsonFileFor } from './json-import.js';
import { MEMORY, openDatabase, openImage } from './open-database.js';
import { StoreHealth, type StoreHealthOptions } from './store-health.js';
import { createTable, StatementCache, type Row, type Table, type TableSpec } from './table.js';
import type { Seed } from '../seed/types.js';

export type { Clock } from '../shared/clock.js';

export interface Store {
  readonly clock: Clock;
  readonly seed: Seed;
  table<T extends Row>(spec: TableSpec<T>): Table<T>;
  /** Runs a synchronous business operation all-or-nothing (a SAVEPOINT in the shared transaction). */
  atomic<R>(fn: () => R): R;
  /** Resolves when every change so far is committed and fsynced. */
  flush(): Promise<void>;
  /** Admin reset: every table emptied, then the `onReset` hooks run (they re-seed the demo user). */
  reset(): Promise<void>;
  onReset(hook: () => void): void;
  /** Runs when the store closes (timers stop). */
  onClose(hook: () => void): void;
  /** Commits and closes the file. */
  close(): Promise<void>;
  /** The connection itself, for the few reads the table helpers do not express (and for tests). */
  readonly sql: DatabaseSync;
  /** A prepared statement from the store's cache: for reads the table helpers do not express. */
  statement(sql: string): StatementSync;
  /** Storage faults met, the file's permission and integrity (for /__mock/health). */
  readonly health: StoreHealth;
  /** How many COMMITs ran (group-commit tests and the bench). */
  readonly commits: number;
  /**
   * Changes so far: every write through the store bumps it, so a reply computed at one generation
   * is still right while it holds (register.ts caches pure reads on it). Writes through `sql`
   * directly must call `changed()`.
   */
  readonly generation: number;
  changed(): void;
}

export interface CreateStoreOptions {
  /** The SQLite file, or ':memory:' (tests, sandboxes). */
  file: string;
  /** Every table of the user-made state (domain/tables.ts): what reset empties and the JSON import fills. */
  tables: readonly TableSpec[];
  clock: Clock;
  seed: Seed;
  log: Logger;
  /** Changes made outside a request are committed after this delay even if nobody awaits them. */
  autoFlushMs?: number;
  /**
   * For a new in-memory store: its page size and how many prepared statements it keeps. A sandbox
   * passes small ones (sandboxes.ts); the defaults suit the process's data file.
   */
  small?: { pageSize: number; statementCacheMax: number };
  /** For an in-memory store: starts as a copy of this database image instead of empty. */
  image?: Uint8Array;
  /** How often health checks the file's integrity, and when a full disk counts as over (store-health.ts). */
  integrity?: Pick<
    StoreHealthOptions,
    'integrityEveryMs' | 'integrityTimeoutMs' | 'waitMs' | 'recoverAfterMs'
  >;
}

/** The SQLite file a MOCK_DATA_FILE names: one still naming the JSON file of earlier versions gets a `.sqlite` beside it. */
export const dataFileOf = (file: string): string =>
  /\.json$/i.test(file) ? file.replace(/\.json$/i, '.sqlite') : file;

export function createStore(options: CreateStoreOptions): Store {
  const { clock, seed, log, tables: allTables } = options;
  // A MOCK_DATA_FILE still naming the JSON file of earlier versions: the database goes beside it
  // (`<name>.sqlite`) and the JSON file is imported into it.
  const file = dataFileOf(options.file);
  const db =
    file === MEMORY && options.image
      ? openImage(options.image, log)
      : openDatabase(file, log, clock.now(), options.small?.pageSize);
  if (file !== MEMORY) importJsonFile(db, jsonFileFor(file), allTables, log, clock.now());
  const health = new StoreHealth({ file: file === MEMORY ? null : file, log, ...options.integrity });
  const group = new GroupCommit(db, log, options.autoFlushMs, {
    succeeded: () => health.recovered(),
    failed: (err) => health.report(err),
  });
  const statements = new StatementCache(db, options.small?.statementCacheMax);
  const tables = new Map<string, Table<Row>>();
  const resetHooks: Array<() => void> = [];
  const closeHooks: Array<() => void> = [];
  let closed = false;

  return {
    clock,
    seed,
    sql: db,
    health,
    statement: (sql) => statements.get(sql),
    get commits() {
      return group.stats.commits;
    },
    get generation() {
      return group.generation;
    },
    changed: () => group.changed(),
    table: <T extends Row>(spec: TableSpec<T>): Table<T> => {
      let table = tables.get(spec.name);
      if (!table) {
        table = createTable(statements, spec as TableSpec<Row>, group.beforeWrite);
        tables.set(spec.name, table);
      }
      return table as Table<T>;
    },
    atomic: (fn) => group.atomic(fn),
    flush: () => group.flush(),
    reset: async () => {
      group.atomic(() => {
        group.changed();
        for (const spec of allTables) db.exec(`DELETE FROM ${spec.name}`);
        for (const hook of resetHooks) hook();
      });
      await group.flush();
    },
    onReset: (hook) => {
      resetHooks.push(hook);
    },
    onClose: (hook) => {
      closeHooks.push(hook);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const hook of closeHooks) hook();
      group.stop();
      if (file !== MEMORY) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
