// Durable storage of the user-made state: one JSON document written atomically
// (temp file → fsync → rename → fsync of the folder), so a crash leaves either the old or the new file.
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Logger } from 'pino';

export const DATA_FORMAT = 'storefront-mock-api';
export const DATA_VERSION = 1;

export interface StoredTable {
  idBase: number;
  rows: Array<{ id: number } & Record<string, unknown>>;
}
export interface StoredDocument {
  format: typeof DATA_FORMAT;
  version: typeof DATA_VERSION;
  savedAt: number;
  tables: Record<string, StoredTable>;
}

const tempPathOf = (file: string) => join(dirname(file), `.${basename(file)}.tmp`);

function isStoredDocument(value: unknown): value is StoredDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<StoredDocument>;
  if (doc.format !== DATA_FORMAT || doc.version !== DATA_VERSION) return false;
  if (typeof doc.tables !== 'object' || doc.tables === null) return false;
  return Object.values(doc.tables).every(
    (t) =>
      typeof t === 'object' &&
      t !== null &&
      typeof t.idBase === 'number' &&
      Array.isArray(t.rows) &&
      t.rows.every((r) => typeof r === 'object' && r !== null && Number.isInteger((r as { id: unknown }).id)),
  );
}

/**
 * Reads the data file at start-up. A missing file is an empty store. A file that cannot be read or
 * parsed is never overwritten silently: it is renamed to `<file>.corrupt-<time>` and logged, and the
 * store starts empty.
 */
export function loadDocument(file: string, log: Logger, now = Date.now()): StoredDocument | null {
  mkdirSync(dirname(file), { recursive: true });
  // A temp file left by a crash mid-write is incomplete by definition; the renamed file is the truth.
  rmSync(tempPathOf(file), { force: true });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return moveAside(file, log, now, `unreadable: ${(err as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return moveAside(file, log, now, `not JSON: ${(err as Error).message}`);
  }
  if (!isStoredDocument(parsed))
    return moveAside(file, log, now, `not a ${DATA_FORMAT} v${DATA_VERSION} document`);
  return parsed;
}

function moveAside(file: string, log: Logger, now: number, reason: string): null {
  const movedTo = `${file}.corrupt-${now}`;
  try {
    renameSync(file, movedTo);
  } catch (err) {
    // Without moving it we would overwrite it on the first write: refuse to start instead.
    throw new Error(
      `mock-api data file ${file} is corrupt (${reason}) and could not be moved aside: ${(err as Error).message}`,
    );
  }
  log.error(
    { file, movedTo, reason },
    `mock-api data file is corrupt (${reason}); moved it to ${movedTo} and started with an empty store`,
  );
  return null;
}

/** Writes the document atomically and durably; resolves only after the rename is on disk. */
export async function writeDocument(file: string, doc: StoredDocument): Promise<void> {
  const temp = tempPathOf(file);
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(JSON.stringify(doc));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  // fsync the folder so the rename itself survives a power cut, not only the file's bytes.
  const dir = await open(dirname(file), 'r');
  try {
    await dir.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic there.
  } finally {
    await dir.close();
  }
}
