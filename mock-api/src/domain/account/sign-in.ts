// Daily sign-in (table `signIns`): once per Shanghai calendar day, points grow with the streak
// (day 1: 5, each further consecutive day +1, up to 11 from day 7 on) and go to the user's integral.
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import { usersTable } from './accounts.js';
import { shanghaiDate, shiftDate } from '../../shared/shanghai-time.js';

export const SIGN_BASE_POINTS = 5;
export const SIGN_MAX_BONUS = 6;
const WEEK = 7;

export interface SignRow {
  id: number;
  uid: number;
  date: string;
  /** Position in the streak on that day, 1-based. */
  streak: number;
  points: number;
  createTime: number;
}

export const SIGN_INS: TableSpec<SignRow> = {
  name: 'sign_ins',
  jsonName: 'signIns',
  idBase: 1,
  columns: {
    uid: 'int',
    date: 'text',
    streak: 'int',
    points: 'int',
    createTime: 'int',
  },
};

const table = (ctx: StoreCtx): Table<SignRow> => ctx.store.table(SIGN_INS);

export const pointsForStreakDay = (day: number): number =>
  SIGN_BASE_POINTS + Math.min(day - 1, SIGN_MAX_BONUS);

export interface SignPage {
  signedToday: boolean;
  continuousDays: number;
  integral: number;
  days: Array<{ date: string; signed: boolean; points: number }>;
}

export function signPage(ctx: StoreCtx, uid: number): SignPage {
  const rows = new Map(
    table(ctx)
      .where({ uid })
      .map((r) => [r.date, r]),
  );
  const today = shanghaiDate(ctx.now());
  const todayRow = rows.get(today);
  const lastRow = todayRow ?? rows.get(shiftDate(today, -1));
  const continuousDays = lastRow?.streak ?? 0;
  // The 7-day card the current streak is on: past days as earned, the rest as they would pay.
  const streakToday = todayRow ? todayRow.streak : continuousDays + 1;
  const cycleStart = shiftDate(today, -((streakToday - 1) % WEEK));
  const startStreak = streakToday - ((streakToday - 1) % WEEK);
  const days = Array.from({ length: WEEK }, (_, i) => {
    const date = shiftDate(cycleStart, i);
    const row = rows.get(date);
    return { date, signed: row !== undefined, points: row?.points ?? pointsForStreakDay(startStreak + i) };
  });
  return {
    signedToday: todayRow !== undefined,
    continuousDays,
    integral: usersTable(ctx.store).get(uid)?.integral ?? 0,
    days,
  };
}

export function signIn(ctx: StoreCtx, uid: number): { gained: number } {
  const today = shanghaiDate(ctx.now());
  const t = table(ctx);
  if (t.first({ uid, date: today })) refuse('今天已经签到过了，明天再来吧');
  const yesterday = t.first({ uid, date: shiftDate(today, -1) });
  const streak = (yesterday?.streak ?? 0) + 1;
  const points = pointsForStreakDay(streak);
  t.insert({ uid, date: today, streak, points, createTime: ctx.now() });
  const user = usersTable(ctx.store).get(uid);
  if (user) usersTable(ctx.store).update(uid, { integral: user.integral + points });
  return { gained: points };
}
