// Login sessions (table `sessions`, read by the platform to resolve the header token): a random
// 32-byte hex token that lives 24 hours (see docs/product-rules.md).
import { randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '@storefront/contracts';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { Store } from '../../persistence/store.js';

export interface SessionRow {
  id: number;
  token: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export const SESSIONS: TableSpec<SessionRow> = {
  name: 'sessions',
  jsonName: 'sessions',
  idBase: 1,
  columns: {
    token: 'text',
    userId: 'int',
    createdAt: 'int',
    expiresAt: 'int',
  },
};

export const sessionsTable = (db: Store): Table<SessionRow> => db.table(SESSIONS);

export const newToken = (): string => randomBytes(32).toString('hex');

export function openSession(db: Store, userId: number, now: number): SessionRow {
  const table = sessionsTable(db);
  // Expired rows are dropped as new ones are made, so the table does not grow without bound.
  table.removeWhere({ expiresAt: { lte: now } });
  return table.insert({ token: newToken(), userId, createdAt: now, expiresAt: now + SESSION_TTL_MS });
}

/** Ends every session of a user except the one given (after a password change or reset). */
export function closeOtherSessions(db: Store, userId: number, keepToken: string | null): void {
  const table = sessionsTable(db);
  table.removeWhere({ userId, token: keepToken === null ? undefined : { ne: keepToken } });
}
