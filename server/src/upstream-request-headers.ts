// The one place where the headers a proxied request carries to the upstream are decided. They are
// edited on the incoming request itself, before http-proxy-middleware copies them into the upstream
// request: its `proxyReq` event is skipped for a request that carries `Expect`, so an edit made there
// could be bypassed by a client. Any further rule about upstream headers is one more call here.
import type { IncomingMessage } from 'node:http';

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

/**
 * Prepares `req.headers` for the upstream: hop-by-hop headers and `Expect` dropped (Node has already
 * answered 100-continue to the client), `x-request-id` set to the id the log line carries, and the
 * peer's address appended to X-Forwarded-For, so the address the upstream sees last is the one that
 * reached us, whatever the client wrote before it. The library's `xfwd` adds X-Forwarded-Port, -Proto
 * and -Host where absent (it only sets X-Forwarded-For when absent, hence the append here).
 */
export const prepareUpstreamHeaders = (req: IncomingMessage, requestId: string): void => {
  const headers = req.headers;
  // Connection is read before it goes; most requests carry none of these, and no list is built then.
  if (headers.connection) for (const name of namedInConnection(headers.connection)) delete headers[name];
  // Most requests carry none of these: only the names present are deleted.
  for (const name of HOP_BY_HOP) if (headers[name] !== undefined) delete headers[name];
  headers['x-request-id'] = requestId;
  const peer = req.socket.remoteAddress;
  if (peer) {
    const earlier = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer;
  }
};
