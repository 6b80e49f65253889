// What the journal may keep of a call (docs/deploy.md, "Public demo"): bodies are a debugging aid, not
// an archive, so one visitor posting megabytes cannot fill the mock's memory through it. A request
// body over BODY_KEEP_BYTES is kept as its first bytes, marked as cut; a reply over REPLY_KEEP_BYTES
// likewise; and the entries of each state and of all states together fit byte budgets
// (journal-rings.ts drops the oldest first). With MOCK_ADMIN=off nobody can read the journal, so it
// keeps no bodies at all.

/** Bytes of a request body kept in an entry. */
export const BODY_KEEP_BYTES = 4 * 1024;
/** Bytes of a reply kept in an entry (a goods list's reply fits whole). */
export const REPLY_KEEP_BYTES = 128 * 1024;
/** Bytes the entries of one state may hold. */
export const STATE_BUDGET_BYTES = 2 * 1024 * 1024;
/** Bytes the entries of every state may hold together. */
export const TOTAL_BUDGET_BYTES = 32 * 1024 * 1024;
/** What an entry costs besides its body and reply (its headers, path, ids), roughly. */
export const ENTRY_OVERHEAD_BYTES = 1024;

export interface JournalBudget {
  /** False (MOCK_ADMIN=off): no request body, query or reply is kept. */
  keepBodies: boolean;
  stateBytes: number;
  totalBytes: number;
}

export const DEFAULT_BUDGET: JournalBudget = {
  keepBodies: true,
  stateBytes: STATE_BUDGET_BYTES,
  totalBytes: TOTAL_BUDGET_BYTES,
};

/** The marker a cut body or reply is kept as: how big it was and its first bytes. */
export interface CutValue {
  cut: true;
  bytes: number;
  head: string;
  note: string;
}

const cutNote = (kept: number) => `内容过长，日志只保留前 ${Math.round(kept / 1024)} KB`;

/** `text` as kept: whole when short enough, else its head in a CutValue. */
export function keptText(text: string, limit: number): string | CutValue {
  const bytes = Buffer.byteLength(text);
  if (bytes <= limit) return text;
  return {
    cut: true,
    bytes,
    head: Buffer.from(text).subarray(0, limit).toString('utf8'),
    note: cutNote(limit),
  };
}

/**
 * A parsed request body as kept, and what it costs. The request's Content-Length says cheaply whether
 * it is small (most are); only a large one, or one of unknown size, is serialised.
 */
export function keptBody(body: unknown, contentLength: number | null): { value: unknown; bytes: number } {
  if (body === undefined || body === null) return { value: null, bytes: 0 };
  if (contentLength !== null && Number.isFinite(contentLength) && contentLength <= BODY_KEEP_BYTES)
    return { value: body, bytes: contentLength };
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
  const value = keptText(text, BODY_KEEP_BYTES);
  return typeof value === 'string'
    ? { value: body, bytes: Buffer.byteLength(text) }
    : { value, bytes: BODY_KEEP_BYTES };
}

/** A reply (bytes or the JSON text Express sent) as kept, and what it costs. */
export function keptReply(reply: unknown): { value: unknown; bytes: number } {
  if (Buffer.isBuffer(reply))
    return reply.length <= REPLY_KEEP_BYTES
      ? { value: reply, bytes: reply.length }
      : { value: keptText(reply.toString('utf8'), REPLY_KEEP_BYTES), bytes: REPLY_KEEP_BYTES };
  if (typeof reply === 'string') {
    const value = keptText(reply, REPLY_KEEP_BYTES);
    return { value, bytes: typeof value === 'string' ? value.length * 2 : REPLY_KEEP_BYTES };
  }
  return { value: reply ?? null, bytes: 0 };
}
