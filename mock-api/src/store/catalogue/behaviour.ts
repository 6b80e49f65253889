// The user-behaviour collector keeps the most recent events only: it is a demo sink, not analytics.
import type { Db, Table } from '../persistence/db.js';

export const BEHAVIOUR_KEEP = 500;

interface BehaviourRow {
  id: number;
  uid: number;
  event: string;
  page: string;
  data: string;
  ip: string;
  createTime: number;
}

const table = (db: Db): Table<BehaviourRow> => db.table<BehaviourRow>('behaviourEvents');

export function recordBehaviour(db: Db, event: Omit<BehaviourRow, 'id'>): void {
  const t = table(db);
  t.insert(event);
  const rows = t.all();
  if (rows.length > BEHAVIOUR_KEEP) {
    rows.sort((a, b) => a.id - b.id);
    for (const row of rows.slice(0, rows.length - BEHAVIOUR_KEEP)) t.remove(row.id);
  }
}

export const recentBehaviour = (db: Db): BehaviourRow[] =>
  table(db)
    .all()
    .sort((a, b) => b.id - a.id);
