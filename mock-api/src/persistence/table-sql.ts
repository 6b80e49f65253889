// How a read's match and options become SQL: a WHERE clause with its parameters (equality, IN-lists,
// ranges and IS NULL on columns, so the migrations' indexes answer them) and the ORDER/LIMIT tail.
import type { SQLInputValue } from 'node:sqlite';
import { columnOf, type ColumnKind, type Match, type QueryOptions, type Scalar } from './table-spec.js';

/** A value as a parameter of its column: booleans as 0/1, JSON columns as JSON text. */
const parameterOf = (kinds: Record<string, ColumnKind>, field: string, v: Scalar): SQLInputValue =>
  typeof v === 'boolean' ? (v ? 1 : 0) : kinds[field] === 'json' ? JSON.stringify(v) : v;

/** ` WHERE …` for `match` (empty when it matches everything) and its parameters, in order. */
export function whereClause<T>(
  match: Match<T>,
  kinds: Record<string, ColumnKind>,
): { sql: string; params: SQLInputValue[] } {
  const parts: string[] = [];
  const params: SQLInputValue[] = [];
  const scalar = (field: string, v: Scalar): SQLInputValue => parameterOf(kinds, field, v);
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
}

/** ` ORDER BY … LIMIT … OFFSET …` (by id when no order is asked for). */
export function queryTail<T>(options: QueryOptions<T> = {}): string {
  const order = (options.orderBy ?? []).map(([f, dir]) => `${f === 'id' ? 'id' : columnOf(f)} ${dir}`);
  return (
    (order.length > 0 ? ` ORDER BY ${order.join(', ')}` : ' ORDER BY id') +
    (options.limit !== undefined ? ` LIMIT ${Math.trunc(options.limit)}` : '') +
    (options.offset !== undefined ? ` OFFSET ${Math.trunc(options.offset)}` : '')
  );
}
