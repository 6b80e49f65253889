// A user's profile as getPersonalData shows it: everything to the user themself (with order
// counts), a masked mobile and the follow flag to anyone else. Seeded community authors have no
// account, so they show no mobile and no private fields.
import type { ResultOf } from '@storefront/contracts';
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import { maskMobile, usersTable } from './accounts.js';
import { refundTable, repairTable } from '../order/after-sale.js';
import { fansCountOf, followCountOf, isFollowing, postTable } from '../community/community.js';
import { orderCountsByStatus, type OrderStatus } from '../order/table.js';
import { userBrief } from './users-view.js';

type PersonalData = ResultOf<'getPersonalData'>;

export function orderCounts(ctx: StoreCtx, uid: number): NonNullable<PersonalData['orderCounts']> {
  const byStatus = orderCountsByStatus(ctx, uid);
  const count = (status: OrderStatus) => byStatus[status] ?? 0;
  const activeRefunds = refundTable(ctx).count({ uid, status: ['applying', 'waitReturn', 'returning'] });
  const activeRepairs = repairTable(ctx).count({ uid, status: ['applying', 'processing'] });
  return {
    waitPay: count('waitPay'),
    waitDelivery: count('waitDelivery'),
    waitTakeDelivery: count('waitTakeDelivery'),
    waitEvaluate: count('waitEvaluate'),
    afterSale: activeRefunds + activeRepairs,
  };
}

export function postCountOf(ctx: StoreCtx, uid: number): number {
  let seeded = 0;
  for (const doc of ctx.seed.documents.values())
    if (doc.authorUid === uid && doc.kind === 'post') seeded += 1;
  return seeded + postTable(ctx).count({ uid });
}

export function personalData(ctx: StoreCtx, uid: number, viewerUid: number | null): PersonalData {
  const row = usersTable(ctx.store).get(uid);
  const seeded = ctx.seed.users.get(uid);
  if (!row && !seeded) refuse('用户不存在');
  const brief = userBrief(ctx, uid);
  const isSelf = viewerUid === uid;
  return {
    uid,
    nickname: brief.nickname,
    avatarUrl: brief.avatarUrl,
    mobile: row ? (isSelf ? row.mobile : maskMobile(row.mobile)) : '',
    gender: row?.gender ?? seeded?.gender ?? 0,
    birthday: isSelf ? (row?.birthday ?? null) : null,
    signature: row?.signature ?? seeded?.signature ?? '',
    realNameVerified: row ? row.realName !== '' : false,
    integral: isSelf && row ? row.integral : 0,
    fansCount: fansCountOf(ctx, uid),
    followCount: followCountOf(ctx, uid),
    postCount: postCountOf(ctx, uid),
    followed: viewerUid !== null && !isSelf && isFollowing(ctx, viewerUid, uid),
    isSelf,
    orderCounts: isSelf ? orderCounts(ctx, uid) : null,
  };
}
