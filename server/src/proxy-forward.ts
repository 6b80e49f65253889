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
}

export interface ForwardTarget {
  client: typeof http | typeof import('node:https');
  hostname: string;
  port: number;
  /** The Host header the upstream gets (`changeOrigin`). */
  host: string;
  agent: http.Agent;
}

const outgoingHeaders = (req: http.IncomingMessage, target: ForwardTarget): http.OutgoingHttpHeaders => {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  // Tokens the client named in Connection are hop-by-hop too.
  const named = req.headers.connection;
  if (named) for (const token of named.split(',')) delete headers[token.trim().toLowerCase()];
  for (const name of HOP_BY_HOP) delete headers[name];
  const encrypted = !!(req.socket as { encrypted?: boolean }).encrypted;
  headers['x-forwarded-for'] ??= req.socket.remoteAddress;
  headers['x-forwarded-port'] ??= /:(\d+)$/.exec(req.headers.host ?? '')?.[1] ?? (encrypted ? '443' : '80');
  headers['x-forwarded-proto'] ??= encrypted ? 'https' : 'http';
  headers['x-forwarded-host'] ||= req.headers.host ?? '';
  headers.host = target.host;
  // A body-less DELETE or OPTIONS still says so, as browsers' proxies expect.
  if (
    (req.method === 'DELETE' || req.method === 'OPTIONS') &&
    !req.headers['content-length'] &&
    !req.headers['transfer-encoding']
  )
    headers['content-length'] = '0';
  return headers;
};

/** The upstream's headers for the client: as they are, with the connection managed by this hop. */
const incomingHeaders = (
  req: http.IncomingMessage,
  proxyRes: http.IncomingMessage,
): http.OutgoingHttpHeaders => {
  const headers: http.OutgoingHttpHeaders = { ...proxyRes.headers };
  delete headers.connection;
  delete headers['keep-alive'];
  // Node frames the body for the client itself (chunked or by Content-Length).
  delete headers['transfer-encoding'];
  if (req.httpVersion === '1.0') headers.connection = req.headers.connection ?? 'close';
  return headers;
};

export const forward = (
  req: http.IncomingMessage & { originalUrl?: string },
  res: http.ServerResponse,
  target: ForwardTarget,
  hooks: ForwardHooks,
): void => {
  const proxyReq = target.client.request({
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.originalUrl ?? req.url,
    headers: outgoingHeaders(req, target),
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
      answer.unpipe(res);
      answer.destroy();
    }
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
    // Status and headers are set, not written: the reply's compression (small-body-compression.ts)
    // decides at the first write, by the length and type the upstream gave.
    res.statusCode = proxyRes.statusCode ?? 502;
    if (proxyRes.statusMessage) res.statusMessage = proxyRes.statusMessage;
    for (const [name, value] of Object.entries(incomingHeaders(req, proxyRes)))
      if (value !== undefined) res.setHeader(name, value);
    answer = proxyRes;
    proxyRes.pipe(res);
  });

  req.pipe(proxyReq);
};
