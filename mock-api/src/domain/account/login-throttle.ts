// Login throttling: after 5 failed attempts for one mobile within 15 minutes, further attempts are
// refused until the oldest failure leaves the window. Kept in a table so a restart does not reset it.
import type { Table, TableSpec } from '../../persistence/table.js';
import type { Store } from '../../persistence/store.js';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface FailureRow {
  id: number;
  mobile: string;
  times: number[];
}

export const LOGIN_FAILURES: TableSpec<FailureRow> = {
  name: 'login_failures',
  jsonName: 'loginFailures',
  idBase: 1,
  columns: {
    mobile: 'text',
    times: 'json',
  },
};

const table = (db: Store): Table<FailureRow> => db.table(LOGIN_FAILURES);

const recent = (row: FailureRow | undefined, now: number): number[] =>
  row ? row.times.filter((t) => t > now - LOGIN_WINDOW_MS) : [];

/** Minutes left before the mobile may try again, or 0 when it may try now. */
export function loginBlockedMinutes(db: Store, mobile: string, now: number): number {
  const times = recent(table(db).first({ mobile }), now);
  if (times.length < LOGIN_MAX_FAILURES) return 0;
  const oldest = times[times.length - LOGIN_MAX_FAILURES]!;
  return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 60_000));
}

export function recordLoginFailure(db: Store, mobile: string, now: number): number {
  const t = table(db);
  const row = t.first({ mobile });
  const times = [...recent(row, now), now].slice(-LOGIN_MAX_FAILURES);
  if (row) t.update(row.id, { times });
  else t.insert({ mobile, times });
  return times.length;
}

export function clearLoginFailures(db: Store, mobile: string): void {
  const t = table(db);
  const row = t.first({ mobile });
  if (row) t.remove(row.id);
}
