// A row to the values of its columns and back: each field in its own column, booleans as 0/1, 'json'
// fields as JSON text, null for a missing value; derived columns are computed on every write.
import type { SQLInputValue } from 'node:sqlite';
import { columnOf, type ColumnKind, type Row, type TableSpec } from './table-spec.js';

export interface RowCodec<T extends Row> {
  /** `id AS id, some_field AS "someField", …`: a SELECT list that reads rows back by field name. */
  selectList: string;
  /** The columns a write sets, in the order of `encode`'s values. */
  writeColumns: string[];
  encode(row: T): SQLInputValue[];
  decode(raw: Record<string, SQLInputValue>): T;
}

export function rowCodec<T extends Row>(spec: TableSpec<T>): RowCodec<T> {
  const fields = Object.keys(spec.columns) as Array<Exclude<keyof T, 'id'> & string>;
  const kinds = spec.columns as Record<string, ColumnKind>;
  const derived = Object.entries(spec.derived ?? {});
  return {
    selectList: ['id', ...fields.map((f) => `${columnOf(f)} AS "${f}"`)].join(', '),
    writeColumns: ['id', ...fields.map(columnOf), ...derived.map(([column]) => column)],
    decode: (raw) => {
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
    },
    encode: (row) => [
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
    ],
  };
}
