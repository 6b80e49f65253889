// Which failures are the store's own: SQLite result codes that say the file or the disk is at fault
// (damaged, read-only, full, failing I/O), as opposed to a bug in a query. Those are reported by
// health and answered as a 500 in Chinese; anything else stays a bug with its stack in the log.

export type StoreFaultKind = 'corrupt' | 'read-only' | 'full' | 'io';

export interface StoreFault {
  kind: StoreFaultKind;
  /** For the health reply and the shop's 500 (Simplified Chinese). */
  reason: string;
  /** What SQLite or the file system said, for the log and the health reply. */
  detail: string;
}

export const FAULT_REASONS: Record<StoreFaultKind, string> = {
  corrupt: '数据文件已损坏',
  'read-only': '数据文件只读，无法写入',
  full: '磁盘已满，无法写入',
  io: '数据文件读写出错',
};

// Primary result codes (the low byte of an extended code): https://sqlite.org/rescode.html
const KIND_OF_CODE: Record<number, StoreFaultKind> = {
  3: 'read-only', // SQLITE_PERM
  8: 'read-only', // SQLITE_READONLY
  10: 'io', // SQLITE_IOERR
  11: 'corrupt', // SQLITE_CORRUPT
  13: 'full', // SQLITE_FULL
  14: 'io', // SQLITE_CANTOPEN
  26: 'corrupt', // SQLITE_NOTADB
};

export const faultOf = (kind: StoreFaultKind, detail: string): StoreFault => ({
  kind,
  reason: FAULT_REASONS[kind],
  detail,
});

/** The store fault an error of node:sqlite stands for, or null when it is no storage failure. */
export function storageFaultOf(err: unknown): StoreFault | null {
  const e = err as { code?: unknown; errcode?: unknown; errstr?: unknown; message?: unknown } | null;
  if (e?.code !== 'ERR_SQLITE_ERROR' || typeof e.errcode !== 'number') return null;
  const kind = KIND_OF_CODE[e.errcode & 0xff];
  return kind ? faultOf(kind, String(e.message ?? e.errstr)) : null;
}
