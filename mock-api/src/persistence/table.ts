// One SQLite table seen as typed rows. Each field of a row is its own column (camelCase field →
// snake_case column); only opaque payloads (lists, snapshots) are JSON text. Queries are equality,
// IN-lists and simple ranges on columns, so they run on the indexes the migrations create; nothing
// here ever loads a whole table into memory unless a caller asks for it with an empty match.
// The shapes live in table-spec.ts, the SQL of a match in table-sql.ts, the row's columns in row-codec.ts.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { rowCodec } from './row-codec.js';
import type { ColumnKind, Match, QueryOptions, Row, Table, TableSpec } from './table-spec.js';
import { queryTail, whereClause } from './table-sql.js';

export * from './table-spec.js';

/**
 * Prepared statements by SQL text, per database: preparing is the slow part of a small query. With
 * `max`, the least recently used one beyond it is finalized: a prepared statement holds a few KB of
 * native memory, and a sandbox that kept every statement its scenario ran (about 60) spent more on
 * them than on its rows. Callers use a statement at once and never hold it across another `get`.
 */
export class StatementCache {
  private readonly cache = new Map<string, StatementSync>();
  constructor(
    readonly db: DatabaseSync,
    private readonly max = Infinity,
  ) {}
  get(sql: string): StatementSync {
    let statement = this.cache.get(sql);
    if (statement) {
      if (this.max !== Infinity) {
        this.cache.delete(sql);
        this.cache.set(sql, statement);
      }
      return statement;
    }
    statement = this.db.prepare(sql);
    this.cache.set(sql, statement);
    if (this.cache.size > this.max) {
      const [oldestSql, oldest] = this.cache.entries().next().value!;
      this.cache.delete(oldestSql);
      // statement.close() is newer than the @types/node in use, and than some Node 24 releases (24.21
      // has none): there the dropped statement is finalized when it is garbage-collected.
      (oldest as StatementSync & { close?: () => void }).close?.();
    }
    return statement;
  }
  /** How many are prepared now (tests). */
  get size(): number {
    return this.cache.size;
  }
}

export function createTable<T extends Row>(
  statements: StatementCache,
  spec: TableSpec<T>,
  beforeWrite: () => void,
): Table<T> {
  const { selectList, writeColumns, encode, decode } = rowCodec(spec);
  const kinds = spec.columns as Record<string, ColumnKind>;
  const placeholders = writeColumns.map(() => '?').join(', ');
  const t = spec.name;
  const whereOf = (match: Match<T>) => whereClause(match, kinds);

  const get = (id: number): T | undefined => {
    const raw = statements.get(`SELECT ${selectList} FROM ${t} WHERE id = ?`).get(id);
    return raw ? decode(raw as Record<string, SQLInputValue>) : undefined;
  };
  const write = (verb: 'INSERT' | 'INSERT OR REPLACE' | 'REPLACE', row: T): void => {
    beforeWrite();
    statements
      .get(`${verb} INTO ${t} (${writeColumns.join(', ')}) VALUES (${placeholders})`)
      .run(...encode(row));
  };
  const where = (match: Match<T>, options?: QueryOptions<T>): T[] => {
    const w = whereOf(match);
    return statements
      .get(`SELECT ${selectList} FROM ${t}${w.sql}${queryTail(options)}`)
      .all(...w.params)
      .map((raw) => decode(raw as Record<string, SQLInputValue>));
  };

  return {
    get,
    where,
    first: (match, options) => where(match, { ...options, limit: 1 })[0],
    count: (match) => {
      const w = whereOf(match);
      const raw = statements.get(`SELECT count(*) AS n FROM ${t}${w.sql}`).get(...w.params) as { n: number };
      return raw.n;
    },
    insert: (input) => {
      let id = input.id;
      if (id === undefined) {
        // A bare max(id) is answered from the end of the primary key; wrapped in an expression it
        // would scan the table.
        const last = statements.get(`SELECT max(id) AS last FROM ${t}`).get() as { last: number | null };
        id = Math.max((last.last ?? 0) + 1, spec.idBase);
      }
      if (!Number.isInteger(id) || id <= 0) throw new Error(`table ${t}: invalid id ${String(id)}`);
      if (get(id)) throw new Error(`table ${t}: id ${id} already exists`);
      const row = { ...input, id } as T;
      write('INSERT', row);
      return row;
    },
    update: (id, patch) => {
      const row = get(id);
      if (!row) throw new Error(`table ${t}: no row ${id}`);
      const next = { ...row, ...patch, id } as T;
      write('REPLACE', next);
      return next;
    },
    upsert: (row) => {
      write('INSERT OR REPLACE', row);
      return row;
    },
    remove: (id) => {
      beforeWrite();
      return Number(statements.get(`DELETE FROM ${t} WHERE id = ?`).run(id).changes) > 0;
    },
    removeWhere: (match) => {
      beforeWrite();
      const w = whereOf(match);
      return Number(statements.get(`DELETE FROM ${t}${w.sql}`).run(...w.params).changes);
    },
  };
}
