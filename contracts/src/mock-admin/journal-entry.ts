// The mock's request journal as its admin API answers it (GET /__mock/journal, /__mock/journal/:seq
// and the stream): the mock-api writes entries of this shape and its console reads them. Types only,
// so the console, compiled on its own for the browser, imports them without any code of contracts.
import type { CustomHeader } from '../wire/custom-header.js';

export interface JournalEntry {
  seq: number;
  time: number;
  method: string;
  path: string;
  query: unknown;
  body: unknown;
  /** The decoded domo-custom header, its token masked. */
  header: CustomHeader | null;
  reqId: string | null;
  status: number;
  code: string | null;
  durationMs: number;
  /** The fault effect that changed the reply (`latency` when only its timing changed). */
  fault: string | null;
  /** The fault rules that changed it (empty: a call's own x-mock-fault / x-mock-delay header). */
  faultRules: string[] | null;
  /** The sandbox the call worked on (null: the default state). */
  sandbox: string | null;
  /** The catalogue operation the path names (null: no operation, e.g. media or an unknown path). */
  operation: string | null;
  /** Something the reader should know about this call, e.g. that it made its sandbox here. */
  note: string | null;
}

/** One entry opened: the request's headers (secrets masked) and the reply as sent. */
export interface JournalDetail extends JournalEntry {
  headers: Record<string, string>;
  /** The reply's JSON (null: none, or not JSON such as an image). */
  reply: unknown;
}

/** What the operation's result schema says of an entry's reply. */
export interface ReplyVerdict {
  /** null: there is no schema to judge by (no operation, or no reply at all). */
  ok: boolean | null;
  summary: string;
  errors?: Record<string, string>;
}

/** GET /__mock/journal/:seq: the entry opened, with the verdict on its reply. */
export interface JudgedJournalDetail extends JournalDetail {
  verdict: ReplyVerdict;
}
