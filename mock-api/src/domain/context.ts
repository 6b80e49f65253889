// What the buying-side store functions need from a request: the tables, the seed and the clock.
// Narrower than HandlerContext so timers and the admin routes can call the same functions.
import type { HandlerContext } from '../http/api/handler-types.js';
import { BusinessError } from '../http/api/handler-types.js';

export type StoreCtx = Pick<HandlerContext, 'store' | 'seed' | 'now'>;

/** The one answer for "not found" and "not yours", so ids of other users' resources leak nothing. */
export const NOT_YOURS = '无权操作';

export function refuse(message: string): never {
  throw new BusinessError(message);
}

/** Returns the row when it exists and belongs to uid; otherwise refuses without saying which. */
export function ownedOrRefuse<T extends { uid: number }>(row: T | undefined, uid: number): T {
  if (!row || row.uid !== uid) refuse(NOT_YOURS);
  return row;
}

/** Fen as the shop shows it: ¥12.90. */
export const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;
