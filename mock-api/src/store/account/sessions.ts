// Login sessions (table `sessions`, read by the platform to resolve the header token): a random
// 32-byte hex token that lives 24 hours (SPEC §9).
import { randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '@storefront/contracts';
import type { Db, Table } from '../persistence/db.js';

export interface SessionRow {
  id: number;
  token: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export const sessionsTable = (db: Db): Table<SessionRow> => db.table<SessionRow>('sessions');

export const newToken = (): string => randomBytes(32).toString('hex');

export function openSession(db: Db, userId: number, now: number): SessionRow {
  const table = sessionsTable(db);
  // Expired rows are dropped as new ones are made, so the table does not grow without bound.
  for (const row of table.find((s) => s.expiresAt <= now)) table.remove(row.id);
  return table.insert({ token: newToken(), userId, createdAt: now, expiresAt: now + SESSION_TTL_MS });
}

/** Ends every session of a user except the one given (after a password change or reset). */
export function closeOtherSessions(db: Db, userId: number, keepToken: string | null): void {
  const table = sessionsTable(db);
  for (const row of table.find((s) => s.userId === userId && s.token !== keepToken)) table.remove(row.id);
}
