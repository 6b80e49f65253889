// /api and /media go to UPSTREAM_URL untouched: no body parser runs before the proxy, so form bodies
// and uploads stream through byte for byte. One keep-alive agent reuses upstream sockets. Failures
// become the wire's envelope (see docs/wire.md) so the client's interceptors handle them like any reply:
// 502 when the upstream cannot be reached or answers /api without JSON, 504 when it has not answered
// within PROXY_TIMEOUT_MS; an answer that stalls mid-body is cut.
import http from 'node:http';
import https from 'node:https';
import type { Logger } from 'pino';
import { encodingChooser } from './accept-encoding.js';
import { logWhenDone, requestId } from './logger.js';
import { writeAnswer } from './proxy-answer.js';
import { forward, type ForwardHooks, type ForwardTarget } from './proxy-forward.js';
import { compressionCache } from './small-body-compression.js';

export const PROXIED_PREFIXES = ['/api', '/media'] as const;
/**
 * The customer-service chat widget the footer opens lives with the upstream (docs/product-rules.md footer); only its
 * page and script are passed through, never the upstream's other /__mock admin routes.
 */
export const PROXIED_PATHS = ['/__mock/chat', '/__mock/chat.js'] as const;

export const UPSTREAM_DOWN = { code: '502', msg: '上游服务不可用，请稍后重试', result: null } as const;
export const UPSTREAM_TIMEOUT = { code: '504', msg: '上游服务响应超时，请稍后重试', result: null } as const;

/** How long a pooled upstream socket may sit idle before it is closed rather than reused. */
export const UPSTREAM_IDLE_SOCKET_MS = 2000;

/** Once its answer has started, an upstream may pause mid-body, but not for this many answer limits. */
export const BODY_IDLE_FACTOR = 5;

/** /api answers are the wire's JSON; an HTML error page of a front proxy or plain text is no answer the client can read. */
const isJson = (contentType: string | undefined): boolean =>
  /^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType ?? '');
const carriesBody = (req: http.IncomingMessage, status: number | undefined): boolean =>
  req.method !== 'HEAD' && status !== 204 && status !== 304;
const isApiRequest = (req: http.IncomingMessage): boolean => {
  const pathname = (
    (req as http.IncomingMessage & { originalUrl?: string }).originalUrl ??
    req.url ??
    ''
  ).split('?')[0]!;
  return pathname === '/api' || pathname.startsWith('/api/');
};

/** Marks a request whose upstream call we cut because it ran out of time. */
const timedOut = new WeakSet<http.IncomingMessage>();

export const isProxiedPath = (pathname: string): boolean =>
  PROXIED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ||
  (PROXIED_PATHS as readonly string[]).includes(pathname);

/** A proxied call, logged, on plain Node request and answer: no Express (see proxy-answer.ts). */
export type ProxyHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface UpstreamProxy {
  handler: ProxyHandler;
  /** Closes pooled upstream sockets (on shutdown). */
  close: () => void;
}

/** Header names as Node keeps them, so a name the upstream also sends is not sent twice. */
const lowerCased = (headers: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** Our 502/504 in the wire's envelope, with `head` (the security headers and the request id). */
const sendEnvelope = (
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

/** The upstream as the forwarder reaches it, over one keep-alive agent. */
function upstreamTarget(upstreamUrl: string): ForwardTarget {
  const secure = upstreamUrl.startsWith('https:');
  // Node's agent never expires an idle socket unless given a timeout (the upstream's Keep-Alive hint
  // only shortens one that is set), so an upstream closing idle sockets (Node's default: after 5 s)
  // raced requests reusing them, and a healthy upstream gave a 502 ("socket hang up") now and then
  // in the fuzz run. Idle sockets are now dropped after 2 s, well before a typical upstream does.
  const agentOptions = { keepAlive: true, maxSockets: 256, timeout: UPSTREAM_IDLE_SOCKET_MS };
  const url = new URL(upstreamUrl);
  return {
    client: secure ? https : http,
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port) || (secure ? 443 : 80),
    host: url.host,
    agent: secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions),
  };
}

/** The upstream request is under way: its time limit starts, and a browser that leaves cancels it. */
function limitWait(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  proxyReq: http.ClientRequest,
  proxyTimeoutMs: number,
): void {
  // The limit covers the time until the upstream's answer starts; once headers are in, the body
  // streams at whatever pace the two ends manage.
  const timer = setTimeout(() => {
    timedOut.add(req);
    proxyReq.destroy(new Error(`upstream did not answer within ${proxyTimeoutMs} ms`));
  }, proxyTimeoutMs);
  timer.unref();
  proxyReq.once('response', () => clearTimeout(timer));
  proxyReq.once('close', () => clearTimeout(timer));
  // A browser that hangs up cancels the upstream call too.
  res.once('close', () => {
    if (!res.writableFinished) proxyReq.destroy();
  });
}

/** The upstream's answer head is in: false (502 sent) when /api answers without JSON; else watched for stalls. */
function acceptAnswer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  proxyRes: http.IncomingMessage,
  proxyTimeoutMs: number,
  logger: Logger,
  head: http.OutgoingHttpHeaders,
): boolean {
  if (
    isApiRequest(req) &&
    carriesBody(req, proxyRes.statusCode) &&
    !isJson(proxyRes.headers['content-type'])
  ) {
    logger.warn(
      { url: req.url, status: proxyRes.statusCode, contentType: proxyRes.headers['content-type'] },
      'upstream answered without JSON',
    );
    proxyRes.resume();
    sendEnvelope(res, 502, UPSTREAM_DOWN, head);
    return false;
  }
  // An upstream that stops sending mid-answer would hold the browser forever: past the idle
  // limit the upstream answer is dropped, which cuts the browser's connection below.
  const idle = setTimeout(() => {
    logger.warn({ url: req.url }, 'upstream stalled mid-answer');
    proxyRes.destroy();
  }, proxyTimeoutMs * BODY_IDLE_FACTOR);
  idle.unref();
  proxyRes.on('data', () => idle.refresh());
  // An upstream that dies mid-answer leaves the piped response open forever; cut it so the
  // browser sees a failed request instead of a hang.
  proxyRes.once('close', () => {
    clearTimeout(idle);
    if (!proxyRes.complete && !res.destroyed) res.destroy();
  });
  return true;
}

/** The upstream failed before answering: 504 when we cut it for time, else 502 (nothing if the browser left). */
function answerFailure(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  err: Error,
  logger: Logger,
  head: http.OutgoingHttpHeaders,
): void {
  const late = timedOut.has(req);
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
}

export const upstreamProxy = (
  options: {
    upstreamUrl: string;
    proxyTimeoutMs: number;
    /** Sent on every answer (security-headers.ts); the upstream's own header of the same name wins. */
    answerHeaders?: Readonly<Record<string, string>>;
  },
  logger: Logger,
): UpstreamProxy => {
  const target = upstreamTarget(options.upstreamUrl);
  const answerHeaders = lowerCased(options.answerHeaders ?? {});
  const chooseEncoding = encodingChooser();
  const compress = compressionCache();
  const hooks = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    head: http.OutgoingHttpHeaders,
  ): ForwardHooks => ({
    onRequest: (proxyReq) => limitWait(req, res, proxyReq, options.proxyTimeoutMs),
    onResponse: (proxyRes) => acceptAnswer(req, res, proxyRes, options.proxyTimeoutMs, logger, head),
    onError: (err) => answerFailure(req, res, err, logger, head),
    answer: (proxyRes, headers) => writeAnswer(req, res, proxyRes, headers, chooseEncoding(req), compress),
  });

  // The whole head of the answer is written at once (no setHeader before it): Node then stores it as
  // it is, where each earlier setHeader sends every later header through its checks again.
  const proxy: ProxyHandler = (req, res) => {
    const id = requestId(req);
    logWhenDone(logger, req, res, id);
    const head = { ...answerHeaders, 'x-request-id': id };
    forward(req, res, target, hooks(req, res, head), id, head);
  };

  return {
    handler: proxy,
    close: () => target.agent.destroy(),
  };
};
