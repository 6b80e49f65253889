// Flash-sale reminders (table `reminders`): a user asks to be told when a session they see
// coming starts; the platform's flash-sale reads show `reminded` from this table.
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { FlashSession } from '../../seed/types.js';

export interface ReminderRow {
  id: number;
  uid: number;
  goodsId: number;
  sessionId: number;
}

export const REMINDERS: TableSpec<ReminderRow> = {
  name: 'reminders',
  jsonName: 'reminders',
  idBase: 1,
  columns: {
    uid: 'int',
    goodsId: 'int',
    sessionId: 'int',
  },
};

export const reminderTable = (ctx: Pick<StoreCtx, 'store'>): Table<ReminderRow> => ctx.store.table(REMINDERS);
const table = reminderTable;

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
  if (!table(ctx).first({ uid, goodsId, sessionId: session.sessionId })) {
    table(ctx).insert({ uid, goodsId, sessionId: session.sessionId });
  }
}

export function removeReminder(ctx: StoreCtx, uid: number, goodsId: number, sessionId: number): void {
  table(ctx).removeWhere({ uid, goodsId, sessionId });
}
