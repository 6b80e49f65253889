// The user-behaviour collector keeps the most recent events only: it is a demo sink, not analytics.
import type { Table, TableSpec } from '../../persistence/table.js';
import type { Store } from '../../persistence/store.js';

export const BEHAVIOUR_KEEP = 500;

export interface BehaviourRow {
  id: number;
  uid: number;
  event: string;
  page: string;
  data: string;
  ip: string;
  createTime: number;
}

export const BEHAVIOUR_EVENTS: TableSpec<BehaviourRow> = {
  name: 'behaviour_events',
  jsonName: 'behaviourEvents',
  idBase: 1,
  columns: {
    uid: 'int',
    event: 'text',
    page: 'text',
    data: 'text',
    ip: 'text',
    createTime: 'int',
  },
};

const table = (db: Store): Table<BehaviourRow> => db.table(BEHAVIOUR_EVENTS);

export function recordBehaviour(db: Store, event: Omit<BehaviourRow, 'id'>): void {
  const t = table(db);
  t.insert(event);
  const newest = t.first({}, { orderBy: [['id', 'desc']], offset: BEHAVIOUR_KEEP });
  if (newest) t.removeWhere({ id: { lte: newest.id } });
}

export const recentBehaviour = (db: Store): BehaviourRow[] =>
  table(db).where({}, { orderBy: [['id', 'desc']] });
