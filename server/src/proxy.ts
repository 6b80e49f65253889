// /api, /media and the chat widget go to UPSTREAM_URL through http-proxy-middleware (on httpxy), from
// the plain request listener (app.ts): no body parser runs before it, so form bodies and uploads stream
// through byte for byte, over one keep-alive agent. Our policy lives in its event handlers: the time
// limit and the stall cut (proxyReq, proxyRes), the answer's head and compression (proxyRes, we write
// the answer ourselves), the 502/504 envelopes (error); the upstream's request headers are prepared
// in upstream-request-headers.ts.
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { createProxyMiddleware, proxyEventsPlugin, type Options } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { encodingChooser } from './accept-encoding.js';
import { logWhenDone, requestId, successSampling } from './logger.js';
import { answerHeaders, writeAnswer } from './proxy-answer.js';
import { answerFailure, sendEnvelope, UPSTREAM_DOWN } from './proxy-failure.js';
import { compressionCache } from './small-body-compression.js';
import { prepareUpstreamHeaders } from './upstream-request-headers.js';

export const PROXIED_PREFIXES = ['/api', '/media'] as const;
/**
 * The customer-service chat widget the footer opens lives with the upstream (docs/product-rules.md footer); only its
 * page and script are passed through, never the upstream's other /__mock admin routes.
 */
export const PROXIED_PATHS = ['/__mock/chat', '/__mock/chat.js'] as const;

/** How long a pooled upstream socket may sit idle before it is closed rather than reused. */
export const UPSTREAM_IDLE_SOCKET_MS = 2000;

/** Once its answer has started, an upstream may pause mid-body, but not for this many answer limits. */
export const BODY_IDLE_FACTOR = 5;

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

/** What the handlers of one call share: its request id, and how the call has gone so far. */
interface Call {
  id: string;
  timedOut: boolean;
  failed: boolean;
  /** The PROXY_TIMEOUT_MS timer, until the answer's head or a failure. */
  wait?: NodeJS.Timeout;
  answer?: http.IncomingMessage;
}

/**
 * The call rides on its request under this key. It was kept in a WeakMap keyed by the requests, whose
 * entries V8 treats as ephemerons in its collections; garbage collection was then the largest share
 * of what the server added to the library's CPU per call (docs/decisions.md, the proxy).
 */
const CALL = Symbol('proxied call');
type ProxiedRequest = http.IncomingMessage & { [CALL]?: Call };
const callOf = (req: http.IncomingMessage): Call | undefined => (req as ProxiedRequest)[CALL];

/** /api answers are the wire's JSON; an HTML error page of a front proxy or plain text is no answer the client can read. */
const isJson = (contentType: string | undefined): boolean =>
  /^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType ?? '');
const carriesBody = (req: http.IncomingMessage, status: number | undefined): boolean =>
  req.method !== 'HEAD' && status !== 204 && status !== 304;
const isApiRequest = (req: http.IncomingMessage): boolean => {
  const url = req.url ?? '';
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
};

/** Header names as Node keeps them, so a name the upstream also sends is not sent twice. */
const lowerCased = (headers: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * Node's agent never expires an idle socket unless given a timeout (the upstream's Keep-Alive hint only
 * shortens one that is set), so an upstream closing idle sockets (Node's default: after 5 s) raced
 * requests reusing them, and a healthy upstream gave a 502 ("socket hang up") now and then in the fuzz
 * run. Idle sockets are dropped after 2 s, well before a typical upstream does.
 */
const upstreamAgent = (upstreamUrl: string): http.Agent => {
  const options = { keepAlive: true, maxSockets: 256, timeout: UPSTREAM_IDLE_SOCKET_MS };
  return upstreamUrl.startsWith('https:') ? new https.Agent(options) : new http.Agent(options);
};

/**
 * The upstream request is under way: it has until PROXY_TIMEOUT_MS to start its answer; once the
 * head is in, the body streams at whatever pace the two ends manage. (The library's own
 * `proxyTimeout` is a socket idle limit that would also cut a slow body, and reports no cause.)
 */
const limitWait = (call: Call, proxyReq: http.ClientRequest, proxyTimeoutMs: number): void => {
  // Cleared by the handlers that see the call end (the answer's head, a failure, the client leaving)
  // rather than by two listeners of its own on every call.
  call.wait = setTimeout(() => {
    call.timedOut = true;
    proxyReq.destroy(new Error(`upstream did not answer within ${proxyTimeoutMs} ms`));
  }, proxyTimeoutMs);
  call.wait.unref();
};

/**
 * An upstream that stops sending mid-answer would hold the browser forever: past the idle limit the
 * upstream answer is dropped, which cuts the browser's connection (the library cuts the client's
 * answer when the upstream's closes incomplete).
 */
const watchStall = (proxyRes: http.IncomingMessage, idleMs: number, onStall: () => void): void => {
  const idle = setTimeout(() => {
    onStall();
    proxyRes.destroy();
  }, idleMs);
  idle.unref();
  proxyRes.on('data', () => idle.refresh());
  proxyRes.once('close', () => clearTimeout(idle));
};

/** /api answered without JSON (an HTML error page of a front proxy, plain text): the 502 envelope instead. */
const refusedAsNotJson = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  proxyRes: http.IncomingMessage,
  envelopeHead: () => http.OutgoingHttpHeaders,
  logger: Logger,
): boolean => {
  const contentType = proxyRes.headers['content-type'];
  if (!isApiRequest(req) || !carriesBody(req, proxyRes.statusCode) || isJson(contentType)) return false;
  logger.warn({ url: req.url, status: proxyRes.statusCode, contentType }, 'upstream answered without JSON');
  proxyRes.resume();
  sendEnvelope(res, 502, UPSTREAM_DOWN, envelopeHead());
  return true;
};

/** The library's options: our agent, X-Forwarded-*, and our handlers instead of its default plugins. */
const proxyOptions = (
  options: { upstreamUrl: string; proxyTimeoutMs: number },
  agent: http.Agent,
  on: NonNullable<Options['on']>,
): Options => ({
  // Parsed once: a string target is parsed again on every call, twice.
  target: new URL(options.upstreamUrl),
  changeOrigin: true,
  xfwd: true,
  agent,
  // We write the answer (proxy-answer.ts): one head with our headers, small bodies compressed.
  selfHandleResponse: true,
  // Its default plugins log every answer and turn errors into plain-text pages; ours are `on`.
  ejectPlugins: true,
  plugins: [proxyEventsPlugin],
  on,
});

export const upstreamProxy = (
  options: {
    upstreamUrl: string;
    proxyTimeoutMs: number;
    /** Sent on every answer (security-headers.ts); the upstream's own header of the same name wins. */
    answerHeaders?: Readonly<Record<string, string>>;
  },
  logger: Logger,
): UpstreamProxy => {
  const agent = upstreamAgent(options.upstreamUrl);
  const ourHeaders = lowerCased(options.answerHeaders ?? {});
  const chooseEncoding = encodingChooser();
  const compress = compressionCache();
  const sampling = successSampling();
  /** Our head of an envelope: the security headers and the request id. */
  const headOf = (call: Call): http.OutgoingHttpHeaders => ({ ...ourHeaders, 'x-request-id': call.id });

  const onProxyRes = (
    proxyRes: http.IncomingMessage,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) => {
    const call = callOf(req)!;
    clearTimeout(call.wait);
    if (refusedAsNotJson(req, res, proxyRes, () => headOf(call), logger)) return;
    if (res.headersSent || res.destroyed) {
      proxyRes.destroy();
      return;
    }
    watchStall(proxyRes, options.proxyTimeoutMs * BODY_IDLE_FACTOR, () =>
      logger.warn({ url: req.url }, 'upstream stalled mid-answer'),
    );
    call.answer = proxyRes;
    const headers = answerHeaders(proxyRes, ourHeaders, call.id);
    writeAnswer(req, res, proxyRes, headers, chooseEncoding(req), compress);
  };

  const onError = (err: Error, req: http.IncomingMessage, res: http.ServerResponse | Socket) => {
    const call = callOf(req);
    if (!call || call.failed || !(res instanceof http.ServerResponse)) return;
    call.failed = true;
    clearTimeout(call.wait);
    // An upstream that breaks the protocol after its answer's head (bytes past its Content-Length)
    // fails while the answer's body is still buffered: stop it, so the envelope or the cut is the
    // only thing the client gets, never a write after it.
    if (call.answer) {
      call.answer.unpipe();
      call.answer.destroy();
    }
    answerFailure(req, res, { err, late: call.timedOut, head: headOf(call) }, logger);
  };

  const middleware = createProxyMiddleware(
    proxyOptions(options, agent, {
      proxyReq: (proxyReq, req) => limitWait(callOf(req)!, proxyReq, options.proxyTimeoutMs),
      proxyRes: onProxyRes,
      error: onError,
      econnreset: (err, req) => {
        clearTimeout(callOf(req)?.wait);
        logger.debug({ err: { message: err.message }, url: req.url }, 'client left');
      },
    }),
  );

  const proxy: ProxyHandler = (req, res) => {
    const id = requestId(req);
    logWhenDone(logger, req, res, id, sampling);
    (req as ProxiedRequest)[CALL] = { id, timedOut: false, failed: false };
    prepareUpstreamHeaders(req, id);
    // The library hands what it could not proxy (a bad target, a throw of its own, a path its filter
    // declined) to `next`: each gets the 502 envelope rather than no answer at all.
    const fail = (err?: unknown) =>
      onError(err instanceof Error ? err : new Error('the proxy did not take the request'), req, res);
    middleware(req, res, fail).catch(fail);
  };

  return { handler: proxy, close: () => agent.destroy() };
};
