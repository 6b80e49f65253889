// What the client gets when the upstream fails it: the wire's envelope (docs/wire.md), 502 when the
// upstream cannot be reached, dropped the call or answered /api without JSON, 504 when it did not
// answer within PROXY_TIMEOUT_MS; a cut connection once part of an answer is already on its way.
import type http from 'node:http';
import type { Logger } from 'pino';

export const UPSTREAM_DOWN = { code: '502', msg: '上游服务不可用，请稍后重试', result: null } as const;
export const UPSTREAM_TIMEOUT = { code: '504', msg: '上游服务响应超时，请稍后重试', result: null } as const;

/** Our 502/504 in the wire's envelope, with `head` (the security headers and the request id). */
export const sendEnvelope = (
  res: http.ServerResponse,
  status: number,
  body: object,
  head: http.OutgoingHttpHeaders,
): void => {
  if (res.headersSent || res.writableEnded || res.destroyed) {
    // Part of the upstream answer is already on the wire: the only honest signal left is a cut.
    res.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...head,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(payload);
};

/**
 * The upstream failed (`late`: because we cut it for time). The rest of the request body is read and
 * dropped, as Node does for a request nobody read: left paused, it would stop the server reading this
 * keep-alive connection, and the next request on it would never be answered.
 */
export const answerFailure = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  failure: { err: Error; late: boolean; head: http.OutgoingHttpHeaders },
  logger: Logger,
): void => {
  const { err, late, head } = failure;
  req.unpipe();
  req.resume();
  // `req.destroyed` is no signal: a request is auto-destroyed once its body has been read.
  const clientGone = res.destroyed || !!res.socket?.destroyed;
  const log = clientGone ? logger.debug.bind(logger) : logger.warn.bind(logger);
  log(
    { err: { message: err.message, code: (err as NodeJS.ErrnoException).code }, url: req.url },
    late ? 'upstream timed out' : 'upstream unavailable',
  );
  if (clientGone) {
    res.destroy();
    return;
  }
  sendEnvelope(res, late ? 504 : 502, late ? UPSTREAM_TIMEOUT : UPSTREAM_DOWN, head);
};
