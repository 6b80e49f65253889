// The request journal: the last N calls of each state (the default one and each sandbox, see
// journal-rings.ts) with their decoded header, for debugging a client and for verify and HAR. The
// console follows it live (subscribe) and opens one entry with its headers and reply (detail).
import type { IncomingHttpHeaders } from 'node:http';
import {
  CUSTOM_HEADER,
  decodeCustomHeader,
  type JournalDetail,
  type JournalEntry,
} from '@storefront/contracts';
import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_RING, JournalRings } from './journal-rings.js';

// The entries' shape is the admin API's, shared with the console (contracts/src/mock-admin).
export type { JournalDetail, JournalEntry };

const SECRET_FIELDS = /password|code$|token|idCard/i;

/** Secrets never land in the journal (it is readable by anyone who can reach /__mock). */
function redact(value: unknown, depth = 0): unknown {
  if (depth > 5 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_FIELDS.test(k) ? '***' : redact(v, depth + 1),
    ]),
  );
}

/** Enough of a token to tell two apart, never enough to use one. */
export const maskToken = (token: string): string => (token ? `${token.slice(0, 4)}…（已隐藏）` : '');

const SECRET_HEADERS = /^(cookie|authorization|proxy-authorization)$/i;

function presentHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    if (name === CUSTOM_HEADER) {
      const decoded = decodeCustomHeader(text);
      shown[name] = decoded ? `（base64，解码见 header，token ${maskToken(decoded.token) || '为空'}）` : text;
    } else if (SECRET_HEADERS.test(name)) {
      // Cookie names stay visible (mock-sandbox matters); values of other cookies do not.
      shown[name] =
        name === 'cookie'
          ? text
              .split(';')
              .map((c) => c.trim())
              .map((c) => (c.startsWith('mock-sandbox=') ? c : `${c.split('=')[0]}=***`))
              .join('; ')
          : '***';
    } else shown[name] = text;
  }
  return shown;
}

function parseReply(reply: unknown): unknown {
  if (!Buffer.isBuffer(reply)) return reply ?? null;
  try {
    return JSON.parse(reply.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * What the hot path stores: the request's own query/body objects and the raw header. Redacting and
 * decoding happen only when someone reads the journal, so recording costs next to nothing per call
 * (scripts/bench). The platform never mutates req.query/req.body (it copies the input), so the
 * stored references still show what was sent.
 */
type RawEntry = Omit<JournalEntry, 'seq' | 'query' | 'body' | 'header'> & {
  query: unknown;
  body: unknown;
  rawHeader: string | null;
  headers: IncomingHttpHeaders;
  /** The object given to res.json, or the bytes of a reply made before (platform/reply.ts sendJson). */
  reply: unknown;
};
type Stored = RawEntry & { seq: number };

const present = ({ rawHeader, headers: _headers, reply: _reply, ...raw }: Stored): JournalEntry => {
  const header = decodeCustomHeader(rawHeader);
  return {
    ...raw,
    query: redact(raw.query),
    body: Buffer.isBuffer(raw.body) ? null : redact(raw.body ?? null),
    header: header ? { ...header, token: maskToken(header.token) } : null,
  };
};

const detailOf = (stored: Stored): JournalDetail => ({
  ...present(stored),
  headers: presentHeaders(stored.headers),
  reply: parseReply(stored.reply),
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

  constructor(capacity: number) {
    this.rings = new JournalRings(capacity);
  }

  record(entry: RawEntry): void {
    const stored = { ...entry, seq: ++this.seq };
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

  /** One kept entry with its headers and reply, or undefined when it is gone. */
  detail(seq: number): JournalDetail | undefined {
    const stored = this.rings.all().find((e) => e.seq === seq);
    return stored ? detailOf(stored) : undefined;
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
      res.send = (body?: unknown) => {
        if (reply === undefined && Buffer.isBuffer(body)) reply = body;
        return send(body);
      };
      res.json = (body: unknown) => {
        reply = body;
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
        this.record({
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
        });
      };
      res.on('finish', finish);
      res.on('close', finish);
      next();
    };
  }
}
