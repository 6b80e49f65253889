// The public face of a user ({uid, nickname, avatarUrl}) whether seeded (community authors) or
// registered through the API (the `users` table, uid ≥ 100000).
import type { StoreCtx } from '../context.js';
import { mediaUrl } from '../../shared/media-urls.js';
import { USERS } from './accounts.js';

export interface UserBrief {
  uid: number;
  nickname: string;
  avatarUrl: string;
}

export function userBrief(ctx: Pick<StoreCtx, 'store' | 'seed'>, uid: number): UserBrief {
  const seeded = ctx.seed.users.get(uid);
  if (seeded) return { uid, nickname: seeded.nickname, avatarUrl: seeded.avatarUrl };
  const row = ctx.store.table(USERS).get(uid);
  return {
    uid,
    nickname: row?.nickname || `用户${String(uid).slice(-4)}`,
    avatarUrl: row?.avatarUrl || mediaUrl.avatar(uid),
  };
}
