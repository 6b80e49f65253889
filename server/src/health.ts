// Probes. /healthz: the process answers (liveness; the container's HEALTHCHECK). /readyz: this replica
// can serve a page end to end, i.e. the client is built and the upstream answers HTTP at all (any
// status counts: the server knows nothing of the upstream's routes, docs/architecture.md).
import { existsSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { Router } from 'express';

const PROBE_TIMEOUT_MS = 2000;

/** Resolves true when something at `url` gives an HTTP answer within the time limit. */
export const upstreamAnswers = (url: string, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    const client = url.startsWith('https:') ? https : http;
    const probe = client.request(url, { method: 'HEAD', timeout: timeoutMs, agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    probe.on('timeout', () => probe.destroy(new Error('timeout')));
    probe.on('error', () => resolve(false));
    probe.end();
  });

export const healthRoutes = (options: {
  upstreamUrl: string;
  proxyTimeoutMs: number;
  clientDist: string;
}): Router => {
  const router = Router();
  const started = Date.now();
  const indexFile = path.join(options.clientDist, 'index.html');

  router.get('/healthz', (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) });
  });

  router.get('/readyz', async (_req, res) => {
    const [upstream, client] = await Promise.all([
      upstreamAnswers(`${options.upstreamUrl}/`, Math.min(PROBE_TIMEOUT_MS, options.proxyTimeoutMs)),
      Promise.resolve(existsSync(indexFile)),
    ]);
    const ready = upstream && client;
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: ready ? 'ready' : 'not ready',
        checks: { upstream: upstream ? 'ok' : 'unreachable', client: client ? 'ok' : 'not built' },
      });
  });

  return router;
};
