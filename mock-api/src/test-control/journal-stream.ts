// GET /__mock/journal/stream: the journal live, as Server-Sent Events. Each entry is an `entry` event
// whose id is its sequence number, so a browser's EventSource that reconnects sends Last-Event-ID and
// gets what it missed (the kept entries after that id) before the live ones; `?lastEventId=` does the
// same for a first connection. A `gap` event says entries were dropped from the journal meanwhile.
// `?sandbox=` follows one state only (an id, or empty for the default state).
import type { Request, Response } from 'express';
import type { Journal, JournalEntry, SandboxFilter } from './journal.js';

const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting. */
const RETRY_MS = 2000;

const open = new Set<Response>();

/** Ends every open stream (on shutdown, so the server can close without waiting for them). */
export function endJournalStreams(): void {
  for (const res of open) res.end();
  open.clear();
}

function resumeFrom(req: Request): number | null {
  const raw =
    req.get('last-event-id') ??
    (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
  if (raw === undefined || raw.trim() === '') return null;
  const seq = Number(raw);
  return Number.isInteger(seq) && seq >= 0 ? seq : null;
}

const entryEvent = (entry: JournalEntry): string =>
  `id: ${entry.seq}\nevent: entry\ndata: ${JSON.stringify(entry)}\n\n`;

/** Whether an entry belongs to the state a stream follows (undefined: every state). */
const follows = (sandbox: SandboxFilter, entry: JournalEntry): boolean =>
  sandbox === undefined || (entry.sandbox ?? '') === sandbox;

export function streamJournal(journal: Journal, req: Request, res: Response, sandbox?: SandboxFilter): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // Proxies (nginx) must not buffer the stream.
    'X-Accel-Buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  const from = resumeFrom(req);
  if (from !== null) {
    const missed = journal.after(from, sandbox);
    const firstKept = missed[0]?.seq ?? journal.lastSeq + 1;
    if (firstKept > from + 1 && from < journal.lastSeq)
      res.write(`event: gap\ndata: ${JSON.stringify({ after: from, next: firstKept })}\n\n`);
    for (const entry of missed) res.write(entryEvent(entry));
  }
  const unsubscribe = journal.subscribe((entry) => {
    if (follows(sandbox, entry)) res.write(entryEvent(entry));
  });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  open.add(res);
  res.once('close', () => {
    unsubscribe();
    clearInterval(heartbeat);
    open.delete(res);
  });
}
