// The user-made state: named tables of rows with numeric ids, kept in memory and persisted as one
// JSON document. Writes are group-committed: every change made while a write is in flight rides on
// the next write, so one fsync serves many concurrent requests.
import type { Logger } from 'pino';
import {
  DATA_FORMAT,
  DATA_VERSION,
  loadDocument,
  writeDocument,
  type StoredDocument,
} from './json-file.js';

export interface Row {
  id: number;
}

export interface Table<T extends Row> {
  get(id: number): T | undefined;
  all(): T[];
  find(pred: (row: T) => boolean): T[];
  findOne(pred: (row: T) => boolean): T | undefined;
  /** Auto id (max+1, starting at the table's idBase) unless given. */
  insert(row: Omit<T, 'id'> & { id?: number }): T;
  /** Throws if the row is missing. */
  update(id: number, patch: Partial<Omit<T, 'id'>>): T;
  upsert(row: T): T;
  remove(id: number): boolean;
}

export interface Db {
  table<T extends Row>(name: string, opts?: { idBase?: number }): Table<T>;
  /** Resolves when every change so far is fsynced. */
  flush(): Promise<void>;
  /** Admin reset: empty tables, then the `onReset` hooks run (re-seed the demo user). */
  reset(): Promise<void>;
  onReset(hook: () => void): void;
}

export interface OpenDbOptions {
  /** null keeps everything in memory (unit tests). */
  file: string | null;
  log: Logger;
  /** Changes made outside a request (timers) are flushed after this delay even if nobody awaits. */
  autoFlushMs?: number;
}

export interface OpenedDb extends Db {
  /** Flushes and stops the background timer. */
  close(): Promise<void>;
  tableNames(): string[];
}

interface TableState {
  idBase: number;
  rows: Map<number, Row>;
  nextId: number;
}

const clone = <T>(value: T): T => structuredClone(value);

export function openDb(options: OpenDbOptions): OpenedDb {
  const { file, log } = options;
  const autoFlushMs = options.autoFlushMs ?? 50;
  const tables = new Map<string, TableState>();
  const resetHooks: Array<() => void> = [];

  const loaded = file ? loadDocument(file, log) : null;
  if (loaded) {
    for (const [name, stored] of Object.entries(loaded.tables)) {
      const rows = new Map<number, Row>(stored.rows.map((row) => [row.id, row as Row]));
      const maxId = Math.max(stored.idBase - 1, ...rows.keys());
      tables.set(name, { idBase: stored.idBase, rows, nextId: maxId + 1 });
    }
  }

  // Group commit bookkeeping: `changeSeq` counts mutations; a write captures the seq it covers.
  let changeSeq = 0;
  let durableSeq = 0;
  let writing: Promise<void> | null = null;
  let autoTimer: NodeJS.Timeout | null = null;
  let closed = false;
  const waiters: Array<{ seq: number; resolve: () => void; reject: (err: Error) => void }> = [];

  const snapshot = (): StoredDocument => ({
    format: DATA_FORMAT,
    version: DATA_VERSION,
    savedAt: Date.now(),
    tables: Object.fromEntries(
      [...tables].map(([name, t]) => [
        name,
        { idBase: t.idBase, rows: [...t.rows.values()] as StoredDocument['tables'][string]['rows'] },
      ]),
    ),
  });

  const kick = (): void => {
    if (writing || !file) return;
    if (durableSeq >= changeSeq) {
      // Nothing new to write: release anyone waiting on what is already durable.
      settle(durableSeq, null);
      return;
    }
    const seq = changeSeq;
    const doc = snapshot();
    writing = writeDocument(file, doc).then(
      () => {
        durableSeq = seq;
        writing = null;
        settle(seq, null);
        if (waiters.length > 0 || changeSeq > durableSeq) kick();
      },
      (err: Error) => {
        writing = null;
        log.error({ err, file }, 'mock-api could not persist its data file');
        // Every waiter fails rather than hangs; the next flush tries again.
        settle(Number.MAX_SAFE_INTEGER, err);
      },
    );
  };

  const settle = (seq: number, err: Error | null): void => {
    for (let i = waiters.length - 1; i >= 0; i--) {
      const waiter = waiters[i]!;
      if (waiter.seq <= seq) {
        waiters.splice(i, 1);
        if (err) waiter.reject(err);
        else waiter.resolve();
      }
    }
  };

  const markChanged = (): void => {
    changeSeq++;
    if (file && !autoTimer && !closed) {
      autoTimer = setTimeout(() => {
        autoTimer = null;
        kick();
      }, autoFlushMs);
      autoTimer.unref();
    }
  };

  const flush = (): Promise<void> => {
    if (!file || durableSeq >= changeSeq) return Promise.resolve();
    const promise = new Promise<void>((resolve, reject) => waiters.push({ seq: changeSeq, resolve, reject }));
    kick();
    return promise;
  };

  const stateOf = (name: string, idBase?: number): TableState => {
    let state = tables.get(name);
    if (!state) {
      const base = idBase ?? 1;
      state = { idBase: base, rows: new Map(), nextId: base };
      tables.set(name, state);
    } else if (idBase !== undefined && idBase !== state.idBase) {
      state.idBase = idBase;
      state.nextId = Math.max(state.nextId, idBase);
    }
    return state;
  };

  const makeTable = <T extends Row>(name: string, state: TableState): Table<T> => {
    const rows = state.rows as Map<number, T>;
    return {
      get: (id) => {
        const row = rows.get(id);
        return row ? clone(row) : undefined;
      },
      all: () => [...rows.values()].map(clone),
      find: (pred) => [...rows.values()].filter(pred).map(clone),
      findOne: (pred) => {
        for (const row of rows.values()) if (pred(row)) return clone(row);
        return undefined;
      },
      insert: (input) => {
        const id = input.id ?? state.nextId;
        if (!Number.isInteger(id) || id <= 0) throw new Error(`table ${name}: invalid id ${String(id)}`);
        if (rows.has(id)) throw new Error(`table ${name}: id ${id} already exists`);
        const row = clone({ ...input, id }) as T;
        rows.set(id, row);
        state.nextId = Math.max(state.nextId, id + 1);
        markChanged();
        return clone(row);
      },
      update: (id, patch) => {
        const row = rows.get(id);
        if (!row) throw new Error(`table ${name}: no row ${id}`);
        const next = { ...row, ...clone(patch), id } as T;
        rows.set(id, next);
        markChanged();
        return clone(next);
      },
      upsert: (row) => {
        rows.set(row.id, clone(row));
        state.nextId = Math.max(state.nextId, row.id + 1);
        markChanged();
        return clone(row);
      },
      remove: (id) => {
        const existed = rows.delete(id);
        if (existed) markChanged();
        return existed;
      },
    };
  };

  return {
    table: <T extends Row>(name: string, opts?: { idBase?: number }) =>
      makeTable<T>(name, stateOf(name, opts?.idBase)),
    flush,
    reset: async () => {
      for (const state of tables.values()) {
        state.rows.clear();
        state.nextId = state.idBase;
      }
      markChanged();
      for (const hook of resetHooks) hook();
      await flush();
    },
    onReset: (hook) => {
      resetHooks.push(hook);
    },
    close: async () => {
      closed = true;
      if (autoTimer) clearTimeout(autoTimer);
      autoTimer = null;
      await flush();
      if (writing) await writing;
    },
    tableNames: () => [...tables.keys()],
  };
}
