#!/usr/bin/env node
// Peer of the proxy benchmark: http-proxy-middleware 4 alone, the library the server proxies with,
// called from a plain request listener with the options the server gives it (one keep-alive agent,
// `changeOrigin`, `xfwd`) and its default plugins, and nothing of the server's policy (no security
// headers, compression, request log, time limits or envelopes). The server's CPU per call is held
// against this one's: what the server adds around the library.
// Usage: node library-proxy.mjs <port> <upstream URL> (or PORT and UPSTREAM_URL, as the server takes them)
import http from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';

const [port = process.env.PORT, upstreamUrl = process.env.UPSTREAM_URL] = process.argv.slice(2);
const proxy = createProxyMiddleware({
  target: new URL(upstreamUrl),
  changeOrigin: true,
  xfwd: true,
  agent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
});

const server = http.createServer((req, res) => {
  proxy(req, res, () => res.writeHead(502).end()).catch(() => res.destroy());
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
