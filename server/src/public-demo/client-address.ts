// Who is asking: the client's address as Express's `req.ip` finds it (the same trusted proxies as
// app.ts), for requests that skip Express, and whether the browser came over HTTPS.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

/** The proxies whose X-Forwarded-* we believe: a load balancer or Ingress on the private network. */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

const trusted = proxyAddr.compile(TRUSTED_PROXIES.split(', '));

export const clientAddress = (req: IncomingMessage): string => proxyAddr(req, trusted);

/** HTTPS at the browser: this socket's TLS, or a trusted proxy's X-Forwarded-Proto. */
export function cameOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https' && trusted(req.socket.remoteAddress ?? '', 0);
}
