// proxy: one /api list call measured, in one interleaved run against the same mock-api, four ways:
// straight to the mock-api (direct), through a bare Node proxy (bare-proxy.mjs: the least any proxy on
// Node's HTTP stack does), through the server, and through nginx (for information). The goals set the
// server against the bare Node proxy: its throughput and its 99th percentile. Then the CPU time per
// call of the bare proxy, the proxy library alone (library-proxy.mjs) and the server at a fixed rate:
// the server may spend at most a quarter more than the library it proxies with.
// Not quite like with like, and the figures say so: the server compresses the reply (brotli, as for a
// browser) where the peers pass the upstream's bytes on, and it runs with the heap flags `npm start`
// gives it (scripts/start/node-memory.mjs) where the peers have V8's defaults.
import http from 'node:http';
import path from 'node:path';
import { cpuPerCall } from './lib/cpu-per-call.mjs';
import { compareSides } from './lib/load.mjs';
import { figure, ratio } from './lib/figures.mjs';
import { ensureNginx, startNginx } from './lib/nginx.mjs';
import { freePort, startProcess, stopProcess, waitForUrl } from './lib/processes.mjs';
import { formCall } from './lib/wire.mjs';

/** A browser-facing proxy serves many clients at once: measured at 20 connections. */
const CONNECTIONS = 20;
/** What the server must keep of the bare Node proxy's throughput. */
const MIN_OF_BARE = 0.75;
/** What the server may add to the bare Node proxy's 99th percentile. */
const ADDED_P99_MS = 5;
/** The server's CPU per call may be at most this many times the library's alone. */
const MAX_CPU_OF_LIBRARY = 1.25;
/**
 * CPU per call is read at a rate every side sustains on the shared machine, in short interleaved
 * rounds (their median kept).
 */
const CPU = { rate: 600, seconds: 3, rounds: 5 };

/** A peer proxy of this folder (bare-proxy.mjs, library-proxy.mjs) in front of the mock-api. */
const startPeerProxy = async (root, mockUrl, file) => {
  const port = await freePort();
  const child = startProcess(
    process.execPath,
    [path.join(root, 'scripts/bench', file), String(port), mockUrl],
    {
      cwd: root,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/__mock/health`, { child, timeoutMs: 15_000 });
  return { url, pid: child.pid, stop: () => stopProcess(child) };
};

/** nginx in front of the same mock-api, or null (and the line saying why) when it cannot run here. */
const startNginxProxy = async (mockUrl, log) => {
  const missing = ensureNginx(log);
  if (missing) return { nginx: null, missing };
  const nginx = await startNginx({ port: await freePort(), upstream: mockUrl, readyPath: '/__mock/health' });
  return { nginx, missing: null };
};

/** One answer of a side as the load generator gets it: its Content-Encoding and body bytes. */
const answerOf = (url, { method, headers, body }) =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'] ?? 'identity', bytes }));
    });
    req.on('error', reject);
    req.end(body);
  });

/** "br 1302 B" for an answer of answerOf. */
const shape = (answer) => `${answer.encoding} ${answer.bytes} B`;

/** What the two sides of the goals answer, when known: the bodies differ (see the file's head). */
const answersDetail = (answers) =>
  answers
    ? `; bodies: server ${shape(answers.server)} (npm start's heap flags), bare ${shape(answers.bare)} (V8 defaults)`
    : '';

const rps = (side) => `${Math.round(side.rps ?? 0)} req/s, p99 ${side.p99} ms${failures(side)}`;
const failures = (side) => (side.non2xx + side.errors > 0 ? `, ${side.non2xx + side.errors} failures` : '');

/**
 * The figures of one run: `sides` holds direct, bare and server, and nginx when it ran; `answers`,
 * when given, one answer of the server and of the bare proxy (answerOf).
 */
export const proxyFigures = (sides, nginxMissing, answers) => {
  const { direct, bare, server, nginx } = sides;
  const group = 'proxy';
  const figures = [
    figure({
      group,
      name: `getHotGoods via server ÷ bare Node proxy, ${CONNECTIONS} connections`,
      value: ratio(server.rps, bare.rps),
      unit: '×',
      goal: { min: MIN_OF_BARE },
      detail: `server ${rps(server)}; bare ${rps(bare)}${answersDetail(answers)}`,
    }),
    figure({
      group,
      name: 'server p99 − bare Node proxy p99',
      value: server.p99 - bare.p99,
      unit: 'ms',
      goal: { max: ADDED_P99_MS },
      detail: `p99 ${server.p99} vs ${bare.p99} ms at ${CONNECTIONS} connections`,
    }),
    figure({
      group,
      name: 'getHotGoods via server ÷ direct',
      value: ratio(server.rps, direct.rps),
      unit: '×',
      detail: `direct ${rps(direct)}; added p99 ${server.p99 - direct.p99} ms`,
    }),
    figure({
      group,
      name: 'getHotGoods via bare Node proxy ÷ direct',
      value: ratio(bare.rps, direct.rps),
      unit: '×',
      detail: `no headers, compression, log or limits (bare-proxy.mjs); added p99 ${bare.p99 - direct.p99} ms`,
    }),
  ];
  if (!nginx) {
    figures.push(
      figure({ group, name: 'getHotGoods via nginx ÷ direct', value: null, detail: nginxMissing }),
    );
    return figures;
  }
  figures.push(
    figure({
      group,
      name: 'getHotGoods via nginx ÷ direct',
      value: ratio(nginx.rps, direct.rps),
      unit: '×',
      detail: `nginx ${rps(nginx)}; added p99 ${nginx.p99 - direct.p99} ms`,
    }),
    figure({
      group,
      name: 'getHotGoods via server ÷ nginx',
      value: ratio(server.rps, nginx.rps),
      unit: '×',
      detail:
        'for information: a C proxy, one worker, no compression (deploy/ puts one in front where wanted)',
    }),
  );
  return figures;
};

/** µs per call, and the rate reached when the machine could not give the one asked. */
const us = (side) =>
  `${Math.round(side.usPerCall)} µs${side.rps < CPU.rate * 0.95 ? ` (${Math.round(side.rps)} req/s reached)` : ''}`;

/** The CPU figures: `cpu` holds bare, library and server, each { usPerCall, rounds, rps }. */
export const cpuFigures = (cpu) => {
  const { bare, library, server } = cpu;
  const group = 'proxy';
  const at = `at ${CPU.rate} req/s, median of ${CPU.rounds} rounds`;
  return [
    figure({
      group,
      name: 'CPU per call: server ÷ http-proxy-middleware alone',
      value: ratio(server.usPerCall, library.usPerCall),
      unit: '×',
      goal: { max: MAX_CPU_OF_LIBRARY },
      detail: `server ${us(server)}, library alone ${us(library)}, bare Node proxy ${us(bare)} of CPU per call ${at}`,
    }),
    figure({
      group,
      name: 'CPU per call: http-proxy-middleware alone ÷ bare Node proxy',
      value: ratio(library.usPerCall, bare.usPerCall),
      unit: '×',
      detail: `library-proxy.mjs ${us(library)} vs bare-proxy.mjs ${us(bare)} ${at} (info)`,
    }),
  ];
};

export const run = async ({ serverUrl, mockUrl, root, log, pids }) => {
  // Fixed reqId per run is fine: the mock checks its shape, not its freshness.
  const request = formCall('getHotGoods', { pageNum: 1, pageSize: 20 });
  const options = (base) => () => ({
    url: `${base}${request.path}`,
    method: 'POST',
    headers: request.headers,
    body: request.body,
    connections: CONNECTIONS,
  });
  const bare = await startPeerProxy(root, mockUrl, 'bare-proxy.mjs');
  const library = await startPeerProxy(root, mockUrl, 'library-proxy.mjs');
  const { nginx, missing } = await startNginxProxy(mockUrl, log);
  try {
    const sides = { direct: options(mockUrl), bare: options(bare.url), server: options(serverUrl) };
    if (nginx) sides.nginx = options(nginx.url);
    const answers = {
      server: await answerOf(`${serverUrl}${request.path}`, request),
      bare: await answerOf(`${bare.url}${request.path}`, request),
    };
    const figures = proxyFigures(await compareSides(sides), missing, answers);
    log(`proxy: CPU per call at ${CPU.rate} req/s (bare, library, server)`);
    const cpu = await cpuPerCall(
      {
        bare: { pid: bare.pid, options: options(bare.url) },
        library: { pid: library.pid, options: options(library.url) },
        server: { pid: pids.server, options: options(serverUrl) },
      },
      CPU,
    );
    return [...figures, ...cpuFigures(cpu)];
  } finally {
    await bare.stop();
    await library.stop();
    await nginx?.stop();
  }
};
