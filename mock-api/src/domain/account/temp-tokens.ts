// Short-lived tokens (table `tempTokens`) handed to other surfaces, such as the mini-program that
// scans a QR code, so the long-lived session token never leaves the browser.
import { randomBytes } from 'node:crypto';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { Store } from '../../persistence/store.js';

export const TEMP_TOKEN_TTL_MS = 5 * 60_000;

export interface TempTokenRow {
  id: number;
  token: string;
  uid: number;
  expiresAt: number;
}

export const TEMP_TOKENS: TableSpec<TempTokenRow> = {
  name: 'temp_tokens',
  jsonName: 'tempTokens',
  idBase: 1,
  columns: {
    token: 'text',
    uid: 'int',
    expiresAt: 'int',
  },
};

const table = (db: Store): Table<TempTokenRow> => db.table(TEMP_TOKENS);

export function issueTempToken(db: Store, uid: number, now: number): { token: string; expiresIn: number } {
  const t = table(db);
  t.removeWhere({ expiresAt: { lte: now } });
  const token = randomBytes(24).toString('hex');
  t.insert({ token, uid, expiresAt: now + TEMP_TOKEN_TTL_MS });
  return { token, expiresIn: TEMP_TOKEN_TTL_MS / 1000 };
}
