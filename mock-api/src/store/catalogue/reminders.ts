// Flash-sale reminders (table `reminders`): a user asks to be told when a session they see
// coming starts; the platform's flash-sale reads show `reminded` from this table.
import type { StoreCtx } from '../shared/context.js';
import { refuse } from '../shared/context.js';
import type { Table } from '../persistence/db.js';
import type { FlashSession } from '../seed/types.js';

interface ReminderRow {
  id: number;
  uid: number;
  goodsId: number;
  sessionId: number;
}

const table = (ctx: StoreCtx): Table<ReminderRow> => ctx.db.table<ReminderRow>('reminders');

export function addReminder(
  ctx: StoreCtx,
  uid: number,
  goodsId: number,
  session: FlashSession | undefined,
): void {
  if (!session) refuse('抢购场次不存在');
  if (!session.goodsIds.includes(goodsId)) refuse('该商品不在本场抢购中');
  if (session.endTime <= ctx.now()) refuse('本场抢购已结束');
  if (session.startTime <= ctx.now()) refuse('抢购已开始，快去抢购吧');
  if (
    !table(ctx).findOne((r) => r.uid === uid && r.goodsId === goodsId && r.sessionId === session.sessionId)
  ) {
    table(ctx).insert({ uid, goodsId, sessionId: session.sessionId });
  }
}

export function removeReminder(ctx: StoreCtx, uid: number, goodsId: number, sessionId: number): void {
  for (const row of table(ctx).find(
    (r) => r.uid === uid && r.goodsId === goodsId && r.sessionId === sessionId,
  ))
    table(ctx).remove(row.id);
}
