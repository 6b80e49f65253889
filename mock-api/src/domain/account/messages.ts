// Per-user inbox (table `messages`) in five boxes. The client's five totals are the unread counts
// of the boxes: likeTotal = favor (likes), commentTotal = comment, focusTotal = newMsg (follows),
// smTotal = official (system notices), favorTotal = order (order and after-sale notices).
import { USER_ID_BASE } from './accounts.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { Store } from '../../persistence/store.js';

export type MessageBox = 'comment' | 'favor' | 'newMsg' | 'official' | 'order';
export const MESSAGE_BOXES: MessageBox[] = ['comment', 'favor', 'newMsg', 'official', 'order'];

export interface MessageRow {
  id: number;
  uid: number;
  box: MessageBox;
  title: string;
  content: string;
  /** 0 for the shop itself. */
  fromUid: number;
  link: string | null;
  read: boolean;
  createTime: number;
}

export const MESSAGES: TableSpec<MessageRow> = {
  name: 'messages',
  jsonName: 'messages',
  idBase: 1,
  columns: {
    uid: 'int',
    box: 'text',
    title: 'text',
    content: 'text',
    fromUid: 'int',
    link: 'text',
    read: 'bool',
    createTime: 'int',
  },
};

export const messagesTable = (db: Store): Table<MessageRow> => db.table(MESSAGES);

export function notify(
  db: Store,
  message: {
    uid: number;
    box: MessageBox;
    title: string;
    content: string;
    fromUid?: number;
    link?: string | null;
    createTime: number;
  },
): void {
  // Nobody is told about their own likes, comments or follows, and the seed's community authors
  // (uid < 100000) have no account to read an inbox with.
  if (message.fromUid && message.fromUid === message.uid) return;
  if (message.uid < USER_ID_BASE) return;
  messagesTable(db).insert({
    uid: message.uid,
    box: message.box,
    title: message.title,
    content: message.content,
    fromUid: message.fromUid ?? 0,
    link: message.link ?? null,
    read: false,
    createTime: message.createTime,
  });
}

export function unreadCounts(db: Store, uid: number): Record<MessageBox, number> {
  const counts: Record<MessageBox, number> = { comment: 0, favor: 0, newMsg: 0, official: 0, order: 0 };
  const rows = db.sql
    .prepare('SELECT box, count(*) AS n FROM messages WHERE uid = ? AND read = 0 GROUP BY box')
    .all(uid) as Array<{ box: MessageBox; n: number }>;
  for (const row of rows) counts[row.box] += row.n;
  return counts;
}

/** The box newest first, as it was before this fetch; afterwards the whole box counts as read. */
export function readBox(db: Store, uid: number, box: MessageBox): { rows: MessageRow[]; unread: number } {
  const table = messagesTable(db);
  const rows = table.where(
    { uid, box },
    {
      orderBy: [
        ['createTime', 'desc'],
        ['id', 'desc'],
      ],
    },
  );
  const unreadRows = rows.filter((m) => !m.read);
  for (const row of unreadRows) table.update(row.id, { read: true });
  return { rows, unread: unreadRows.length };
}
