// Who is calling: the decoded `domo-custom` header and the session its token names.
import { CUSTOM_HEADER, decodeCustomHeader, type CustomHeader } from '@storefront/contracts';
import type { Request } from 'express';
import type { Db } from '../store/persistence/db.js';
import type { Session } from './handler-types.js';

export interface SessionRow extends Session {
  id: number;
}

export function readCustomHeader(req: Request): CustomHeader | null {
  return decodeCustomHeader(req.get(CUSTOM_HEADER));
}

/**
 * The live session named by the header's token, or null (visitor). A token whose session expired,
 * or whose uid disagrees with the header's uid, is no session at all.
 */
export function resolveSession(db: Db, header: CustomHeader | null, now: number): Session | null {
  if (!header || !header.token) return null;
  const row = db.table<SessionRow>('sessions').findOne((s) => s.token === header.token);
  if (!row || row.expiresAt <= now) return null;
  if (header.uid && header.uid !== String(row.userId)) return null;
  return { token: row.token, userId: row.userId, createdAt: row.createdAt, expiresAt: row.expiresAt };
}
