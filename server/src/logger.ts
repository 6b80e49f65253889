// Request logs carry the wire's reqId, so a line in the server log can be matched with
// the same call in the upstream's log. The server never parses bodies, so a POST's form reqId is not
// visible here: GETs carry it in the query, everything else gets a fresh id (or the caller's
// x-request-id), and the id is forwarded upstream in `x-request-id`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import type { ServerConfig } from './env.js';
import type { RequestHandler } from 'express';

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

/** The level of a request's log line: errors for 5xx, warnings for 4xx. */
export const levelOf = (statusCode: number): 'error' | 'warn' | 'info' =>
  statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';

/**
 * Proxied calls that succeed are logged one in this many (the line says so in `sampleOf`): a line per
 * call was a tenth of the server's own CPU per proxied call (docs/decisions.md, the proxy). Failures,
 * refusals and aborted calls are always logged, and every line at LOG_LEVEL=debug.
 */
export const PROXIED_SUCCESS_SAMPLE = 10;

/** Which lines are written: all of them, or successes one in `every` (see PROXIED_SUCCESS_SAMPLE). */
export interface LogSampling {
  every: number;
  seen: number;
}

/** A sampling of successes one in `every`; the first success is always written. */
export const successSampling = (every = PROXIED_SUCCESS_SAMPLE): LogSampling => ({ every, seen: 0 });

/**
 * Writes the request's line once its answer is done (or the client left first). The line has
 * pino-http's shape (req.id/method/url, res.statusCode, responseTime, "request completed");
 * pino-http itself made a child logger and three listeners per request, a visible share of a
 * proxied call's CPU. With `sampling`, successful answers are written one in `sampling.every`.
 */
export const logWhenDone = (
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  sampling?: LogSampling,
): void => {
  const { method, url } = req;
  const started = performance.now();
  res.once('close', () => {
    const statusCode = res.statusCode;
    const finished = res.writableFinished;
    const level = finished ? levelOf(statusCode) : 'warn';
    if (!logger.isLevelEnabled(level)) return;
    const sampleOf = level === 'info' && !logger.isLevelEnabled('debug') ? sampling?.every : undefined;
    if (sampleOf && sampleOf > 1 && sampling!.seen++ % sampleOf !== 0) return;
    logger[level](
      {
        req: { id, method, url },
        res: { statusCode },
        responseTime: Math.round(performance.now() - started),
        ...(sampleOf && sampleOf > 1 ? { sampleOf } : {}),
      },
      finished ? 'request completed' : 'request aborted',
    );
  });
};

/**
 * One line per request (logWhenDone), with the request id echoed in x-request-id and kept on
 * `req.id`. Probes hit every few seconds; logging them would drown the real traffic.
 */
export const requestLogger =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const id = requestId(req);
    (req as IncomingMessage & { id?: string }).id = id;
    res.setHeader('x-request-id', id);
    if (!QUIET_PATHS.has((req.url ?? '').split('?')[0] ?? '')) logWhenDone(logger, req, res, id);
    next();
  };
