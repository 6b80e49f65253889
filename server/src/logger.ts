// Request logs (pino-http) carry the wire's reqId, so a line in the server log can be matched with
// the same call in the upstream's log. The server never parses bodies, so a POST's form reqId is not
// visible here: GETs carry it in the query, everything else gets a fresh id (or the caller's
// x-request-id), and the id is forwarded upstream in `x-request-id`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { ServerConfig } from './env.js';

/** Ids we accept from outside: short and plain, so they cannot forge log lines or headers. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Log lines are written in batches of about this many bytes, or after FLUSH_MS at the latest. */
export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 250;

/**
 * Log lines go to stdout asynchronously and in batches: a synchronous write per request was the
 * largest cost of a proxied call, and one write per line still took a tenth of its CPU
 * (scripts/bench/profile.mjs proxy). A line waits at most LOG_FLUSH_MS; pino flushes what is
 * buffered when the process exits.
 */
export const createLogger = (config: Pick<ServerConfig, 'logLevel'>): Logger => {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => {
    // flush() throws while the destination is still opening or already closed; the next tick retries.
    try {
      destination.flush();
    } catch {
      // nothing to do
    }
  }, LOG_FLUSH_MS).unref();
  return pino({ level: config.logLevel, base: { service: 'server' } }, destination);
};

const queryReqId = (url: string | undefined): string | undefined => {
  const queryStart = url?.indexOf('?') ?? -1;
  if (!url || queryStart < 0) return undefined;
  const value = new URLSearchParams(url.slice(queryStart + 1)).get('reqId');
  return value && SAFE_ID.test(value) ? value : undefined;
};

export const requestId = (req: IncomingMessage): string => {
  const fromQuery = queryReqId(req.url);
  if (fromQuery) return fromQuery;
  const header = req.headers['x-request-id'];
  if (typeof header === 'string' && SAFE_ID.test(header)) return header;
  return randomUUID();
};

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

export const requestLogger = (logger: Logger) =>
  pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    genReqId: (req, res) => {
      const id = requestId(req);
      res.setHeader('x-request-id', id);
      return id;
    },
    // Probes hit every few seconds; logging them would drown the real traffic.
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? '').split('?')[0] ?? '') },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
