// Imports a JSON data file of the previous format (one document of named tables, which mock-api
// wrote before it kept its state in SQLite), so nobody loses data across the upgrade. It runs once:
// the rows go in in one transaction, then the file is renamed `<file>.imported`.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import type { Logger } from 'pino';
import { createTable, StatementCache, type Row, type TableSpec } from './table.js';

export const DATA_FORMAT = 'storefront-mock-api';
export const DATA_VERSION = 1;

export interface StoredDocument {
  format: typeof DATA_FORMAT;
  version: typeof DATA_VERSION;
  savedAt: number;
  tables: Record<string, { idBase: number; rows: Array<{ id: number } & Record<string, unknown>> }>;
}

function isStoredDocument(value: unknown): value is StoredDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<StoredDocument>;
  if (doc.format !== DATA_FORMAT || doc.version !== DATA_VERSION) return false;
  if (typeof doc.tables !== 'object' || doc.tables === null) return false;
  return Object.values(doc.tables).every(
    (t) =>
      typeof t === 'object' &&
      t !== null &&
      Array.isArray(t.rows) &&
      t.rows.every((r) => typeof r === 'object' && r !== null && Number.isInteger((r as { id: unknown }).id)),
  );
}

/** Where the JSON file of the previous format sat: `<name>.json` beside `<name>.sqlite`. */
export const jsonFileFor = (dataFile: string): string => dataFile.replace(/\.(sqlite3?|db)$/i, '') + '.json';

/**
 * Imports `jsonFile` when it exists; returns the number of rows imported (0 when there was none).
 * Rows are upserted by id, so an import interrupted before the rename can simply run again.
 */
export function importJsonFile(
  db: DatabaseSync,
  jsonFile: string,
  specs: readonly TableSpec[],
  log: Logger,
  now: number,
): number {
  if (!existsSync(jsonFile)) return 0;
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(jsonFile, 'utf8'));
  } catch (err) {
    doc = err;
  }
  if (!isStoredDocument(doc)) {
    const movedTo = `${jsonFile}.corrupt-${now}`;
    renameSync(jsonFile, movedTo);
    log.error(
      { jsonFile, movedTo },
      `mock-api: ${jsonFile} is not a ${DATA_FORMAT} data file; moved it to ${movedTo}, nothing imported`,
    );
    return 0;
  }
  const statements = new StatementCache(db);
  let rows = 0;
  db.exec('BEGIN IMMEDIATE');
  try {
    for (const [name, stored] of Object.entries(doc.tables)) {
      const spec = specs.find((s) => s.jsonName === name);
      if (!spec) {
        log.warn(
          { table: name },
          `mock-api: the imported file has a table ${name} this version does not keep`,
        );
        continue;
      }
      const table = createTable<Row>(statements, spec, () => {});
      for (const row of stored.rows) table.upsert(row as Row);
      rows += stored.rows.length;
    }
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw new Error(`mock-api could not import ${jsonFile}: ${(err as Error).message}`);
  }
  renameSync(jsonFile, `${jsonFile}.imported`);
  log.info(
    { jsonFile, rows },
    `mock-api imported ${rows} rows from ${jsonFile} (renamed to ${jsonFile}.imported)`,
  );
  return rows;
}
