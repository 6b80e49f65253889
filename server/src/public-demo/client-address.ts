// Who is asking: the client's address as Express's `req.ip` finds it (the same TRUST_PROXY rule as
// app.ts, trust-proxy.ts), for requests that skip Express, and whether the browser came over HTTPS.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';
import type { TrustFn } from '../trust-proxy.js';

export const clientAddress = (req: IncomingMessage, trusted: TrustFn): string => proxyAddr(req, trusted);

/** HTTPS at the browser: this socket's TLS, or a trusted proxy's X-Forwarded-Proto. */
export function cameOverHttps(req: IncomingMessage, trusted: TrustFn): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https' && trusted(req.socket.remoteAddress ?? '', 0);
}
