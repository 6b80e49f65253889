// The one place where the headers a proxied request carries to the upstream are decided. They are
// edited on the incoming request itself, before http-proxy-middleware copies them into the upstream
// request: its `proxyReq` event is skipped for a request that carries `Expect`, so an edit made there
// could be bypassed by a client. Any further rule about upstream headers is one more call here.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) that describe the client's connection to us, not ours to the
 * upstream, and Expect (Node has already answered 100-continue). Transfer-Encoding stays: it frames
 * the body being streamed on, and the library closes the upstream socket after such a request
 * rather than reuse it.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'expect'];

/** Tokens the client named in Connection are hop-by-hop too (never the body's framing). */
const namedInConnection = (connection: string | undefined): string[] =>
  (connection ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((name) => name && name !== 'transfer-encoding' && name !== 'content-length');

/** The names to drop from `headers`, or none when it carries no hop-by-hop header (most requests). */
const hopByHopIn = (headers: IncomingHttpHeaders): readonly string[] | undefined => {
  // Connection is read before it goes; a browser sends it (keep-alive) on every HTTP/1.1 request.
  if (headers.connection !== undefined) return [...HOP_BY_HOP, ...namedInConnection(headers.connection)];
  return HOP_BY_HOP.some((name) => headers[name] !== undefined) ? HOP_BY_HOP : undefined;
};

/**
 * Prepares `req.headers` for the upstream: hop-by-hop headers and `Expect` dropped (Node has already
 * answered 100-continue to the client), `x-request-id` set to the id the log line carries, and the
 * peer's address appended to X-Forwarded-For, so the address the upstream sees last is the one that
 * reached us, whatever the client wrote before it. The library's `xfwd` adds X-Forwarded-Port, -Proto
 * and -Host where absent (it only sets X-Forwarded-For when absent, hence the append here).
 */
export const prepareUpstreamHeaders = (req: IncomingMessage, requestId: string): void => {
  const incoming = req.headers;
  const dropped = hopByHopIn(incoming);
  // A copy without them rather than `delete`: deleting a property turns the object into a dictionary,
  // which the library's copy of the headers and every later read pay for (7 times the copy's cost).
  const headers: IncomingHttpHeaders = dropped ? {} : incoming;
  if (dropped) for (const name in incoming) if (!dropped.includes(name)) headers[name] = incoming[name];
  headers['x-request-id'] = requestId;
  const peer = req.socket.remoteAddress;
  if (peer) {
    const earlier = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer;
  }
  req.headers = headers;
};
