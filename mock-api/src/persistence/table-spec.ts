// What a table is to its callers: the row shape, how each field is stored, the match and query
// options of a read, and the operations of a table (created over SQLite in table.ts).
import type { SQLInputValue } from 'node:sqlite';

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

export type Scalar = string | number | boolean | null;
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
