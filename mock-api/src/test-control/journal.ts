// The request journal: the last N calls with their decoded header, for debugging a client.
import { CUSTOM_HEADER, decodeCustomHeader, type CustomHeader } from '@storefront/contracts';
import type { NextFunction, Request, Response } from 'express';

export interface JournalEntry {
  seq: number;
  time: number;
  method: string;
  path: string;
  query: unknown;
  body: unknown;
  header: CustomHeader | null;
  rawHeader: string | null;
  reqId: string | null;
  status: number;
  code: string | null;
  durationMs: number;
  fault: string | null;
  /** The sandbox the call worked on (null: the default state). */
  sandbox: string | null;
  /** The catalogue operation the path names (null: no operation, e.g. media or an unknown path). */
  operation: string | null;
  /** Something the reader should know about this call, e.g. that it made its sandbox here. */
  note: string | null;
}

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

/**
 * What the hot path stores: the request's own query/body objects and the raw header. Redacting and
 * decoding happen only when someone reads the journal, so recording costs next to nothing per call
 * (scripts/bench). The platform never mutates req.query/req.body (it copies the input), so the
 * stored references still show what was sent.
 */
type RawEntry = Omit<JournalEntry, 'seq' | 'query' | 'body' | 'header'> & { query: unknown; body: unknown };

const present = (raw: RawEntry & { seq: number }): JournalEntry => ({
  ...raw,
  query: redact(raw.query),
  body: Buffer.isBuffer(raw.body) ? null : redact(raw.body ?? null),
  header: decodeCustomHeader(raw.rawHeader),
});

export class Journal {
  private entries: Array<RawEntry & { seq: number }> = [];
  private seq = 0;

  constructor(private readonly capacity: number) {}

  record(entry: RawEntry): void {
    this.entries.push({ ...entry, seq: ++this.seq });
    // Trimmed in batches: splicing the front of the array on every call would copy it each time.
    if (this.entries.length >= this.capacity * 2) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** Newest first. */
  list(limit: number, pathContains?: string, sandbox?: string): JournalEntry[] {
    const kept = this.entries.slice(-this.capacity);
    const picked = kept.filter(
      (e) =>
        (!pathContains || e.path.includes(pathContains)) && (sandbox === undefined || e.sandbox === sandbox),
    );
    return picked.slice(-limit).reverse().map(present);
  }

  clear(): void {
    this.entries = [];
  }

  get size(): number {
    return Math.min(this.entries.length, this.capacity);
  }

  /** Middleware: records the call when its reply finishes (or the socket is torn down). */
  middleware(now: () => number) {
    return (req: Request, res: Response, next: NextFunction): void => {
      const started = now();
      const rawHeader = req.get(CUSTOM_HEADER) ?? null;
      let code: string | null = null;
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
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
          reqId: typeof reqId === 'string' ? reqId : null,
          status: res.headersSent ? res.statusCode : 0,
          // A reply sent as bytes made before (http/api/reply.ts sendJson) names its code here.
          code: code ?? (res.locals.envelopeCode as string | undefined) ?? null,
          durationMs: now() - started,
          fault: (res.locals.fault as string | undefined) ?? null,
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
