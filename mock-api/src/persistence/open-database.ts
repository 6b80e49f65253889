// Opens the SQLite file of the user-made state (or ':memory:'), in WAL mode, migrated to the
// current schema. A file that is not a readable database is moved aside to
// `<file>.corrupt-<time>` (with its -wal/-shm) and logged in one line; a fresh store is made.
// It is never silently overwritten. (A file whose header reads but whose pages are damaged is
// found by the start-up integrity check, start-check.ts.)
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Logger } from 'pino';
import { migrate } from './migrations.js';

export const MEMORY = ':memory:';

function configure(db: DatabaseSync): void {
  // WAL: readers never block the writer, and a commit is one append to the log.
  db.exec('PRAGMA journal_mode = WAL');
  // FULL: every COMMIT fsyncs the WAL, so a write answered '01' survives kill -9 and a power cut
  // alike (NORMAL would survive kill -9 only). Group commit shares that one fsync among all the
  // requests of a commit, which keeps the durable write rate up.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = OFF');
  db.exec('PRAGMA busy_timeout = 5000');
  // 8 MB of page cache: the indexes of a store with tens of thousands of orders (about 3 MB at
  // 50,000) stay in memory; row pages come from the OS page cache, which the process's RSS does
  // not count. 32 MB cost 30 MB of RSS for no getOrders p99 gain (docs/decisions.md).
  db.exec('PRAGMA cache_size = -8192');
  // Keep the WAL short: checkpoint every ~4 MB rather than the default 1000 pages.
  db.exec('PRAGMA wal_autocheckpoint = 1000');
}

function openAndMigrate(file: string, log: Logger, pageSize?: number): DatabaseSync {
  const db = new DatabaseSync(file);
  try {
    // Before the first table exists, or it has no effect. An empty table or index still takes a whole
    // page, so a small in-memory store (a sandbox) on 1 KB pages costs about a quarter of one on 4 KB.
    if (pageSize !== undefined) db.exec(`PRAGMA page_size = ${pageSize}`);
    configure(db);
    // Reading the schema is what fails on a file that is not a database.
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    const applied = migrate(db);
    if (applied.length > 0 && file !== MEMORY)
      log.info({ file, migrations: applied }, `mock-api data file migrated to schema ${applied.at(-1)}`);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/**
 * An in-memory database holding a copy of `image` (the bytes of another database, as `serialize`
 * gives them): a sandbox's store made from its scenario's image (test-control/scenario-images.ts).
 */
export function openImage(image: Uint8Array, log: Logger): DatabaseSync {
  const db = new DatabaseSync(MEMORY);
  try {
    db.deserialize(image);
    configure(db);
    migrate(db);
    return db;
  } catch (err) {
    db.close();
    log.error({ err }, 'mock-api: a scenario image did not open');
    throw err;
  }
}

const isNewerSchema = (err: unknown): boolean => /newer than this mock-api/.test(String(err));

/**
 * Moves a damaged data file (and its -wal/-shm) to `<file>.corrupt-<now>` and logs it in one line;
 * throws, so that the process stops with one line, when it cannot be moved (it would be overwritten).
 */
export function moveAside(file: string, reason: string, log: Logger, now: number): void {
  const movedTo = `${file}.corrupt-${now}`;
  try {
    renameSync(file, movedTo);
    for (const side of ['-wal', '-shm']) if (existsSync(file + side)) renameSync(file + side, movedTo + side);
  } catch (moveErr) {
    throw new Error(
      `mock-api data file ${file} is corrupt (${reason}) and could not be moved aside: ${(moveErr as Error).message}`,
    );
  }
  log.error(
    { file, movedTo, reason },
    `mock-api data file is corrupt (${reason}); moved it to ${movedTo} and started with an empty store`,
  );
}

/** `pageSize` applies to a new database only (an existing file keeps its own). */
export function openDatabase(file: string, log: Logger, now: number, pageSize?: number): DatabaseSync {
  if (file === MEMORY) return openAndMigrate(file, log, pageSize);
  mkdirSync(dirname(file), { recursive: true });
  try {
    return openAndMigrate(file, log);
  } catch (err) {
    if (isNewerSchema(err)) throw err;
    moveAside(file, (err as Error).message, log, now);
    return openAndMigrate(file, log);
  }
}
