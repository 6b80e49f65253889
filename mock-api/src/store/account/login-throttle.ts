// Login throttling: after 5 failed attempts for one mobile within 15 minutes, further attempts are
// refused until the oldest failure leaves the window. Kept in a table so a restart does not reset it.
import type { Db, Table } from '../persistence/db.js';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

interface FailureRow {
  id: number;
  mobile: string;
  times: number[];
}

const table = (db: Db): Table<FailureRow> => db.table<FailureRow>('loginFailures');

const recent = (row: FailureRow | undefined, now: number): number[] =>
  row ? row.times.filter((t) => t > now - LOGIN_WINDOW_MS) : [];

/** Minutes left before the mobile may try again, or 0 when it may try now. */
export function loginBlockedMinutes(db: Db, mobile: string, now: number): number {
  const times = recent(
    table(db).findOne((r) => r.mobile === mobile),
    now,
  );
  if (times.length < LOGIN_MAX_FAILURES) return 0;
  const oldest = times[times.length - LOGIN_MAX_FAILURES]!;
  return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 60_000));
}

export function recordLoginFailure(db: Db, mobile: string, now: number): number {
  const t = table(db);
  const row = t.findOne((r) => r.mobile === mobile);
  const times = [...recent(row, now), now].slice(-LOGIN_MAX_FAILURES);
  if (row) t.update(row.id, { times });
  else t.insert({ mobile, times });
  return times.length;
}

export function clearLoginFailures(db: Db, mobile: string): void {
  const t = table(db);
  const row = t.findOne((r) => r.mobile === mobile);
  if (row) t.remove(row.id);
}
