// One SQLite table seen as typed rows. Each field of a row is its own column (camelCase field →
// snake_case column); only opaque payloads (lists, snapshots) are JSON text. Queries are equality,
// IN-lists and simple ranges on columns, so they run on the indexes the migrations create; nothing
// here ever loads a whole table into memory unless a caller asks for it with an empty match.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

export interface Row {
  id: number;
}

/** How a field is stored: numbers and strings as they are, booleans as 0/1, 'json' as JSON text. */
export type ColumnKind = 'int' | 'real' | 'text' | 'bool' | 'json';

export interface TableSpec<T extends Row = Row> {
  /** The SQL table (snake_case). */
  name: string;
  /** The name of the same table in the JSON data files of earlier versions. */
  jsonName: string;
  /** The first id handed out (ids then grow from the largest stored one). */
  idBase: number;
  /** Every field except id. */
  columns: { [K in Exclude<keyof T, 'id'>]-?: ColumnKind };
  /** Columns derived from the row on every write (e.g. a due time), never read back. */
  derived?: Record<string, (row: T) => SQLInputValue>;
}

type Scalar = string | number | boolean | null;
/** Equality, an IN-list, or a range for one field. */
export type Condition<V> = V | readonly V[] | { lte?: number; gt?: number; ne?: Scalar };
export type Match<T> = { [K in keyof T]?: T[K] extends Scalar ? Condition<T[K]> : never } & {
  [column: string]: Condition<Scalar> | undefined;
};

export interface QueryOptions<T> {
  orderBy?: Array<[keyof T & string, 'asc' | 'desc']>;
  limit?: number;
  offset?: number;
}

export interface Table<T extends Row> {
  get(id: number): T | undefined;
  where(match: Match<T>, options?: QueryOptions<T>): T[];
  first(match: Match<T>, options?: QueryOptions<T>): T | undefined;
  count(match: Match<T>): number;
  /** Auto id (largest stored id + 1, at least the table's idBase) unless given. */
  insert(row: Omit<T, 'id'> & { id?: number }): T;
  /** Throws if the row is missing. */
  update(id: number, patch: Partial<Omit<T, 'id'>>): T;
  upsert(row: T): T;
  remove(id: number): boolean;
  removeWhere(match: Match<T>): number;
}

export const columnOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Prepared statements by SQL text, per database: preparing is the slow part of a small query. */
export class StatementCache {
  private readonly cache = new Map<string, StatementSync>();
  constructor(readonly db: DatabaseSync) {}
  get(sql: string): StatementSync {
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }
}

export function createTable<T extends Row>(
  statements: StatementCache,
  spec: TableSpec<T>,
  beforeWrite: () => void,
): Table<T> {
  const fields = Object.keys(spec.columns) as Array<Exclude<keyof T, 'id'> & string>;
  const kinds = spec.columns as Record<string, ColumnKind>;
  const derived = Object.entries(spec.derived ?? {});
  const writeColumns = ['id', ...fields.map(columnOf), ...derived.map(([column]) => column)];
  const selectList = ['id', ...fields.map((f) => `${columnOf(f)} AS "${f}"`)].join(', ');
  const placeholders = writeColumns.map(() => '?').join(', ');
  const t = spec.name;

  const decode = (raw: Record<string, SQLInputValue>): T => {
    const row: Record<string, unknown> = { id: raw.id };
    for (const f of fields) {
      const value = raw[f];
      const kind = kinds[f];
      row[f] =
        value === null || value === undefined
          ? null
          : kind === 'json'
            ? JSON.parse(value as string)
            : kind === 'bool'
              ? value === 1
              : value;
    }
    return row as T;
  };
  const encode = (row: T): SQLInputValue[] => [
    row.id,
    ...fields.map((f) => {
      const value = (row as Record<string, unknown>)[f];
      if (value === null || value === undefined) return null;
      const kind = kinds[f];
      if (kind === 'json') return JSON.stringify(value);
      if (kind === 'bool') return value ? 1 : 0;
      return value as SQLInputValue;
    }),
    ...derived.map(([, compute]) => compute(row)),
  ];

  const whereOf = (match: Match<T>): { sql: string; params: SQLInputValue[] } => {
    const parts: string[] = [];
    const params: SQLInputValue[] = [];
    const scalar = (field: string, v: Scalar): SQLInputValue =>
      typeof v === 'boolean' ? (v ? 1 : 0) : kinds[field] === 'json' ? JSON.stringify(v) : v;
    for (const [field, cond] of Object.entries(match)) {
      if (cond === undefined) continue;
      const column = field === 'id' ? 'id' : columnOf(field);
      if (Array.isArray(cond)) {
        if (cond.length === 0) parts.push('0');
        else {
          parts.push(`${column} IN (${cond.map(() => '?').join(', ')})`);
          params.push(...cond.map((v: Scalar) => scalar(field, v)));
        }
      } else if (cond !== null && typeof cond === 'object') {
        const range = cond as { lte?: number; gt?: number; ne?: Scalar };
        if (range.lte !== undefined) {
          parts.push(`${column} <= ?`);
          params.push(range.lte);
        }
        if (range.gt !== undefined) {
          parts.push(`${column} > ?`);
          params.push(range.gt);
        }
        if (range.ne !== undefined) {
          parts.push(`${column} IS NOT ?`);
          params.push(scalar(field, range.ne));
        }
      } else if (cond === null) parts.push(`${column} IS NULL`);
      else {
        parts.push(`${column} = ?`);
        params.push(scalar(field, cond as Scalar));
      }
    }
    return { sql: parts.length > 0 ? ` WHERE ${parts.join(' AND ')}` : '', params };
  };
  const tailOf = (options: QueryOptions<T> = {}): string => {
    const order = (options.orderBy ?? []).map(([f, dir]) => `${f === 'id' ? 'id' : columnOf(f)} ${dir}`);
    return (
      (order.length > 0 ? ` ORDER BY ${order.join(', ')}` : ' ORDER BY id') +
      (options.limit !== undefined ? ` LIMIT ${Math.trunc(options.limit)}` : '') +
      (options.offset !== undefined ? ` OFFSET ${Math.trunc(options.offset)}` : '')
    );
  };

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
      .get(`SELECT ${selectList} FROM ${t}${w.sql}${tailOf(options)}`)
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
