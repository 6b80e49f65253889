// Short-lived tokens (table `tempTokens`) handed to other surfaces, such as the mini-program that
// scans a QR code, so the long-lived session token never leaves the browser.
import { randomBytes } from 'node:crypto';
import type { Db, Table } from '../persistence/db.js';

export const TEMP_TOKEN_TTL_MS = 5 * 60_000;

interface TempTokenRow {
  id: number;
  token: string;
  uid: number;
  expiresAt: number;
}

const table = (db: Db): Table<TempTokenRow> => db.table<TempTokenRow>('tempTokens');

export function issueTempToken(db: Db, uid: number, now: number): { token: string; expiresIn: number } {
  const t = table(db);
  for (const row of t.find((r) => r.expiresAt <= now)) t.remove(row.id);
  const token = randomBytes(24).toString('hex');
  t.insert({ token, uid, expiresAt: now + TEMP_TOKEN_TTL_MS });
  return { token, expiresIn: TEMP_TOKEN_TTL_MS / 1000 };
}
