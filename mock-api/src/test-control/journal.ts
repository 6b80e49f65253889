// The request journal: the last N calls of each state (the default one and each sandbox, see
// journal-rings.ts) with their decoded header, for debugging a client and for verify and HAR. The
// console follows it live (subscribe) and opens one entry with its headers and reply (detail).
import type { IncomingHttpHeaders } from 'node:http';
import { CUSTOM_HEADER, type JournalDetail, type JournalEntry } from '@storefront/contracts';
import type { NextFunction, Request, Response } from 'express';
import {
  DEFAULT_BUDGET,
  ENTRY_OVERHEAD_BYTES,
  keptBody,
  keptReply,
  type JournalBudget,
} from './journal-budget.js';
import { DEFAULT_RING, JournalRings } from './journal-rings.js';
import { maskedCustomHeader, maskHeaders, maskSecrets } from './secret-mask.js';

// The entries' shape is the admin API's, shared with the console (contracts/src/mock-admin).
export type { JournalDetail, JournalEntry };

// Secrets never leave the journal: every reader (the list, the live stream, an entry's detail, and so
// copy-as-curl and exports) gets an entry through `present` or `detail`, which mask them
// (secret-mask.ts) and nothing else hands a stored entry out. Masking happens on the first read and is
// kept: masking as each call is recorded cost 15-40 µs a call on the hot path, where recording the
// raw references costs ~1.5 µs (scripts/bench's mock-api figures), and most entries are never read.

/** A stored reply parsed (when it was bytes or JSON text); null when it is no JSON; a cut one as cut. */
function parseReply(reply: unknown): unknown {
  if (!Buffer.isBuffer(reply) && typeof reply !== 'string') return reply ?? null;
  try {
    return JSON.parse(Buffer.isBuffer(reply) ? reply.toString('utf8') : reply) as unknown;
  } catch {
    return null;
  }
}

/**
 * A call as the middleware hands it over: the request's own query, body and headers. The platform
 * never mutates req.query/req.body (it copies the input), so the stored references still show what
 * was sent.
 */
type RawEntry = Omit<JournalEntry, 'seq' | 'query' | 'body' | 'header'> & {
  query: unknown;
  body: unknown;
  rawHeader: string | null;
  headers: IncomingHttpHeaders;
  /** The object given to res.json, or the bytes of a reply made before (platform/reply.ts sendJson). */
  reply: unknown;
};
/** What the journal keeps: the call as it came (bodies within budget), its masked view once read. */
type Stored = RawEntry & { seq: number; bytes: number; shown?: JournalEntry };

/** The entry as the journal shows it, its secrets masked (worked out once per entry). */
const present = (stored: Stored): JournalEntry => {
  if (stored.shown) return stored.shown;
  const { rawHeader, headers: _headers, reply: _reply, shown: _shown, query, body, ...rest } = stored;
  stored.shown = {
    ...rest,
    query: maskSecrets(query, 'request'),
    body: maskSecrets(body ?? null, 'request'),
    header: maskedCustomHeader(rawHeader),
  };
  return stored.shown;
};

/** The entry with its headers and reply, masked like the list (verify's matches, HAR). */
const detailOf = (stored: Stored): JournalDetail => ({
  ...present(stored),
  headers: maskHeaders(stored.headers),
  reply: maskSecrets(parseReply(stored.reply), 'reply'),
});

export type JournalListener = (entry: JournalEntry) => void;

/** The ring key of a state: a sandbox id, or DEFAULT_RING for the default state. */
const ringOf = (sandbox: string | null): string => sandbox ?? DEFAULT_RING;

/** `?sandbox=` as the reads take it: undefined every state, '' the default state, else one sandbox. */
export type SandboxFilter = string | undefined;

export class Journal {
  private readonly rings: JournalRings<Stored>;
  private seq = 0;
  private readonly listeners = new Set<JournalListener>();

  constructor(
    capacity: number,
    private readonly budget: JournalBudget = DEFAULT_BUDGET,
  ) {
    this.rings = new JournalRings({ capacity, stateBytes: budget.stateBytes, totalBytes: budget.totalBytes });
  }

  /** Bytes the kept entries cost, roughly (every state, or one: '' the default state). */
  bytesOf(sandbox?: SandboxFilter): number {
    return this.rings.bytesOf(sandbox);
  }

  /**
   * Keeps a call, its bodies within the budget (journal-budget.ts). `contentLength` is the request
   * body's size as sent (null: unknown, e.g. chunked).
   */
  record(entry: RawEntry, contentLength: number | null = null): void {
    let bytes = ENTRY_OVERHEAD_BYTES;
    let kept: RawEntry = { ...entry, body: null, query: null, reply: null };
    if (this.budget.keepBodies) {
      const body = keptBody(entry.body, contentLength);
      const reply = keptReply(entry.reply);
      kept = { ...entry, body: body.value, reply: reply.value };
      bytes += body.bytes + reply.bytes;
    }
    const stored: Stored = { ...kept, seq: ++this.seq, bytes };
    this.rings.push(ringOf(stored.sandbox), stored);
    if (this.listeners.size > 0) {
      const shown = present(stored);
      for (const listener of this.listeners) listener(shown);
    }
  }

  private kept(sandbox: SandboxFilter): Stored[] {
    return sandbox === undefined ? this.rings.all() : this.rings.of(sandbox);
  }

  /** Newest first. */
  list(limit: number, pathContains?: string, sandbox?: SandboxFilter): JournalEntry[] {
    const picked = this.kept(sandbox).filter((e) => !pathContains || e.path.includes(pathContains));
    return picked.slice(-limit).reverse().map(present);
  }

  /** The kept entries after `seq`, oldest first (what a reconnecting stream missed). */
  after(seq: number, sandbox?: SandboxFilter): JournalEntry[] {
    return this.kept(sandbox)
      .filter((e) => e.seq > seq)
      .map(present);
  }

  /** The kept entries of one state after `since`, oldest first, with headers and reply (verify, HAR). */
  details(sandbox: SandboxFilter, since = 0): JournalDetail[] {
    return this.kept(sandbox)
      .filter((e) => e.seq > since)
      .map(detailOf);
  }

  /**
   * One kept entry with its headers and reply (masked), or undefined when it is gone. `check` sees
   * the reply as sent (a masked token would fail its schema), and only its verdict is shown.
   */
  detail<V>(seq: number, check: (entry: JournalDetail) => V): (JournalDetail & { verdict: V }) | undefined {
    const stored = this.rings.all().find((e) => e.seq === seq);
    if (!stored) return undefined;
    const entry = { ...present(stored), headers: maskHeaders(stored.headers) };
    const reply = parseReply(stored.reply);
    return { ...entry, reply: maskSecrets(reply, 'reply'), verdict: check({ ...entry, reply }) };
  }

  /** Every new entry, as it is recorded; returns the unsubscribe. */
  subscribe(listener: JournalListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The sequence number of the newest entry (0: none yet); clearing keeps counting. */
  get lastSeq(): number {
    return this.seq;
  }

  /** Clears every state's entries, or one state's ('' the default state). */
  clear(sandbox?: SandboxFilter): void {
    if (sandbox === undefined) this.rings.clear();
    else this.rings.drop(sandbox);
  }

  /** How many entries are kept, in every state or in one. */
  sizeOf(sandbox?: SandboxFilter): number {
    return this.rings.size(sandbox);
  }

  get size(): number {
    return this.rings.size();
  }

  get capacity(): number {
    return this.rings.capacity;
  }

  /** Middleware: records the call when its reply finishes (or the socket is torn down). */
  middleware(now: () => number) {
    return (req: Request, res: Response, next: NextFunction): void => {
      const started = now();
      const rawHeader = req.get(CUSTOM_HEADER) ?? null;
      let code: string | null = null;
      let reply: unknown;
      const json = res.json.bind(res);
      const send = res.send.bind(res);
      let jsonText = false;
      res.send = (body?: unknown) => {
        // The bytes of a reply made before, or the JSON text res.json made (kept instead of the
        // object: what was sent, its size known for free).
        if (reply === undefined && Buffer.isBuffer(body)) reply = body;
        else if (jsonText && typeof body === 'string') reply = body;
        jsonText = false;
        return send(body);
      };
      res.json = (body: unknown) => {
        reply = body;
        jsonText = true;
        if (
          typeof body === 'object' &&
          body !== null &&
          typeof (body as { code?: unknown }).code === 'string'
        ) {
          code = (body as { code: string }).code;
        }
        return json(body);
      };
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        const body: unknown = req.body;
        const query: unknown = req.query;
        const pick = (v: unknown) =>
          typeof v === 'object' && v !== null ? (v as Record<string, unknown>).reqId : undefined;
        const reqId = pick(body) ?? pick(query);
        const length = req.headers['content-length'];
        this.record(
          {
            time: started,
            method: req.method,
            path: req.path,
            query,
            body,
            rawHeader,
            headers: req.headers,
            reply,
            reqId: typeof reqId === 'string' ? reqId : null,
            status: res.headersSent ? res.statusCode : 0,
            // A reply sent as bytes made before (http/api/reply.ts sendJson) names its code here.
            code: code ?? (res.locals.envelopeCode as string | undefined) ?? null,
            durationMs: now() - started,
            fault: (res.locals.fault as string | undefined) ?? null,
            faultRules: (res.locals.faultRules as string[] | undefined) ?? null,
            sandbox: (res.locals.sandboxId as string | undefined) ?? null,
            operation: (res.locals.operation as string | undefined) ?? null,
            note: (res.locals.journalNote as string | undefined) ?? null,
          },
          length === undefined ? null : Number(length),
        );
      };
      res.on('finish', finish);
      res.on('close', finish);
      next();
    };
  }
}
