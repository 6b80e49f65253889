#!/usr/bin/env node
// Peer of the proxy benchmark: the least a Node proxy can do (Node's http server and client, one
// keep-alive agent, the answer piped back), with none of the server's work (no security headers,
// compression, request log, timeouts or envelopes). Its ratio is the ceiling of any proxy written on
// Node's HTTP stack on this machine, as bare Express is the floor of the mock-api's cost.
// Usage: node bare-proxy.mjs <port> <upstream URL> (or PORT and UPSTREAM_URL, as the server takes them)
import http from 'node:http';

const [port = process.env.PORT, upstreamUrl = process.env.UPSTREAM_URL] = process.argv.slice(2);
const upstream = new URL(upstreamUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const server = http.createServer((req, res) => {
  const forwarded = http.request(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: upstream.host },
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forwarded.on('error', () => res.destroy());
  req.pipe(forwarded);
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
