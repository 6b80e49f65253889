// Forwards one request to the upstream and streams the answer back: the HTTP part of the proxy, with
// no policy (proxy.ts decides timeouts, envelopes and cuts through the hooks). It does what
// http-proxy-middleware did for us, on the same wire (request line as sent, headers with Host set to the
// upstream and X-Forwarded-For/Port/Proto/Host added when absent, the upstream's status and headers as
// they are), in one function per call instead of its middleware passes, which cost a third of a proxied
// call's CPU (scripts/bench/README.md).
import type http from 'node:http';

/** Hop-by-hop headers (RFC 9110 §7.6.1): about one connection, never forwarded to the next hop. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

export interface ForwardHooks {
  /** The upstream request exists (headers not sent yet). */
  onRequest(proxyReq: http.ClientRequest): void;
  /** The upstream's answer head arrived; return false when the hook answered the client itself. */
  onResponse(proxyRes: http.IncomingMessage): boolean;
  /** The upstream could not be reached, or failed before answering. */
  onError(err: Error): void;
  /** Writes the upstream's answer (its status, these headers, its body) to the client. */
  answer(proxyRes: http.IncomingMessage, headers: http.OutgoingHttpHeaders): void;
}

export interface ForwardTarget {
  client: typeof http | typeof import('node:https');
  hostname: string;
  port: number;
  /** The Host header the upstream gets (`changeOrigin`). */
  host: string;
  agent: http.Agent;
}

const HOP_BY_HOP_NAMES = new Set(HOP_BY_HOP);

/**
 * The request's headers for the upstream, as a flat name/value list: Node stores a list as it is,
 * and building it in one pass spares the copies and deletes that cost a proxied call its speed.
 */
const outgoingHeaders = (req: http.IncomingMessage, target: ForwardTarget, requestId: string): string[] => {
  const incoming = req.headers;
  // Tokens the client named in Connection are hop-by-hop too.
  const named = incoming.connection?.split(',').map((token) => token.trim().toLowerCase()) ?? [];
  const dropped = (name: string) => HOP_BY_HOP_NAMES.has(name) || named.includes(name);
  const present = (name: string) => incoming[name] !== undefined && !dropped(name);
  const list: string[] = [];
  for (const name in incoming) {
    if (dropped(name) || name === 'host' || name === 'x-request-id') continue;
    if (name === 'x-forwarded-host' && !incoming[name]) continue;
    const value = incoming[name];
    if (Array.isArray(value)) for (const item of value) list.push(name, item);
    else if (value !== undefined) list.push(name, value);
  }
  const encrypted = !!(req.socket as { encrypted?: boolean }).encrypted;
  if (!present('x-forwarded-for') && req.socket.remoteAddress)
    list.push('x-forwarded-for', req.socket.remoteAddress);
  if (!present('x-forwarded-port'))
    list.push('x-forwarded-port', /:(\d+)$/.exec(incoming.host ?? '')?.[1] ?? (encrypted ? '443' : '80'));
  if (!present('x-forwarded-proto')) list.push('x-forwarded-proto', encrypted ? 'https' : 'http');
  if (!incoming['x-forwarded-host'] || dropped('x-forwarded-host'))
    list.push('x-forwarded-host', incoming.host ?? '');
  list.push('host', target.host, 'x-request-id', requestId);
  // A body-less DELETE or OPTIONS still says so, as browsers' proxies expect.
  if (
    (req.method === 'DELETE' || req.method === 'OPTIONS') &&
    !incoming['content-length'] &&
    !incoming['transfer-encoding']
  )
    list.push('content-length', '0');
  return list;
};

/**
 * The answer's head for the client: `head` (ours), then the upstream's headers as they are (its own
 * header of a name wins), without the ones about its connection to us.
 */
const incomingHeaders = (
  req: http.IncomingMessage,
  proxyRes: http.IncomingMessage,
  head: Readonly<http.OutgoingHttpHeaders>,
): http.OutgoingHttpHeaders => {
  const headers: http.OutgoingHttpHeaders = { ...head };
  const upstream = proxyRes.headers;
  for (const name in upstream) {
    // Node frames the body for the client itself (chunked or by Content-Length).
    if (name === 'connection' || name === 'keep-alive' || name === 'transfer-encoding') continue;
    headers[name] = upstream[name];
  }
  if (req.httpVersion === '1.0') headers.connection = req.headers.connection ?? 'close';
  return headers;
};

export const forward = (
  req: http.IncomingMessage & { originalUrl?: string },
  res: http.ServerResponse,
  target: ForwardTarget,
  hooks: ForwardHooks,
  /** Sent upstream in x-request-id, so the two logs can be matched. */
  requestId: string,
  /** Our headers of the answer (the upstream's own of the same name win). */
  head: Readonly<http.OutgoingHttpHeaders>,
): void => {
  const proxyReq = target.client.request({
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.originalUrl ?? req.url,
    headers: outgoingHeaders(req, target, requestId),
    agent: target.agent,
  });
  hooks.onRequest(proxyReq);

  let failed = false;
  let answer: http.IncomingMessage | undefined;
  proxyReq.on('error', (err) => {
    if (failed) return;
    failed = true;
    // An upstream that breaks the protocol after its answer's head (bytes past its Content-Length)
    // fails before the buffered body has flowed: stop that body, so the hook's envelope or cut is
    // the only thing the client gets, never a write after it.
    if (answer) {
      answer.unpipe();
      answer.destroy();
    }
    // The rest of the body is read and dropped, as Node does for a request nobody read: left
    // paused, it would stop the server reading this keep-alive connection, and the next request
    // on it would never be answered.
    req.unpipe(proxyReq);
    req.resume();
    hooks.onError(err);
  });
  // The browser aborting its upload cancels the upstream call.
  req.on('error', () => proxyReq.destroy());

  proxyReq.on('response', (proxyRes) => {
    // An answer before the whole body was sent (a refusal of a large upload): stop sending the rest.
    if (!proxyReq.writableFinished) {
      req.unpipe(proxyReq);
      req.resume();
    }
    if (!hooks.onResponse(proxyRes)) return;
    if (res.headersSent || res.destroyed) {
      proxyRes.destroy();
      return;
    }
    answer = proxyRes;
    hooks.answer(proxyRes, incomingHeaders(req, proxyRes, head));
  });

  req.pipe(proxyReq);
};
