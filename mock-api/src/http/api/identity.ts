// Who is calling: the decoded `domo-custom` header and the session its token names.
import { CUSTOM_HEADER, decodeCustomHeader, type CustomHeader } from '@storefront/contracts';
import type { Request } from 'express';
import { SESSIONS } from '../../domain/account/sessions.js';
import type { Store } from '../../persistence/store.js';
import type { Session } from '../../domain/context.js';

export function readCustomHeader(req: Request): CustomHeader | null {
  return decodeCustomHeader(req.get(CUSTOM_HEADER));
}

/**
 * The live session named by the header's token, or null (visitor). A token whose session expired,
 * or whose uid disagrees with the header's uid, is no session at all.
 */
export function resolveSession(db: Store, header: CustomHeader | null, now: number): Session | null {
  if (!header || !header.token) return null;
  const row = db.table(SESSIONS).first({ token: header.token });
  if (!row || row.expiresAt <= now) return null;
  if (header.uid && header.uid !== String(row.userId)) return null;
  return { token: row.token, userId: row.userId, createdAt: row.createdAt, expiresAt: row.expiresAt };
}
