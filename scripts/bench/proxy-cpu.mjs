#!/usr/bin/env node
// CPU time each server spends per proxied call (getHotGoods) at a fixed request rate, several servers
// in turn against one mock-api, rounds interleaved, medians printed. Unlike req/s on a shared machine,
// CPU per call hardly moves with what else runs, so it compares proxy engines (an older build, a
// 20-line bare proxy) where throughput runs cannot (scripts/bench/README.md, the proxy figures).
// Usage: node scripts/bench/proxy-cpu.mjs RATE SECONDS ROUNDS [ENV=value,…@]ENTRY …
//   e.g. node scripts/bench/proxy-cpu.mjs 1000 4 5 server/dist/main.js LOG_LEVEL=warn@server/dist/main.js
//   (scripts/bench/bare-proxy.mjs and library-proxy.mjs are ENTRYs too)
// RATE 0 runs flat out (req/s is printed too). Needs the built mock-api and server (npm run build).
// The server and the mock-api run with the heap flags npm start gives them (node-memory.mjs), as in
// `npm run bench`; the peers with V8's defaults, as there.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_MEMORY_FLAGS } from '../start/node-memory.mjs';
import { runLoad } from './lib/load.mjs';
import { freePort, startProcess, stopProcess, waitForUrl } from './lib/processes.mjs';
import { formCall } from './lib/wire.mjs';

const [rate = '1000', seconds = '4', rounds = '5', ...specs] = process.argv.slice(2);
if (specs.length === 0) specs.push('server/dist/main.js');

/** utime + stime of a process, in clock ticks (1/100 s). */
const cpuTicks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = mkdtempSync(path.join(os.tmpdir(), 'proxy-cpu-'));
const mockPort = await freePort();
const mock = startProcess(process.execPath, [...NODE_MEMORY_FLAGS['mock-api'], 'mock-api/dist/main.js'], {
  env: { MOCK_API_PORT: String(mockPort), MOCK_DATA_FILE: path.join(dir, 'mock.sqlite') },
});
const servers = [];
try {
  await waitForUrl(`http://127.0.0.1:${mockPort}/__mock/health`, { child: mock });
  for (const spec of specs) {
    const [envPart, entry] = spec.includes('@') ? spec.split('@') : ['', spec];
    const env = Object.fromEntries(
      envPart
        .split(',')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    const port = await freePort();
    const peer = /(bare|library)-proxy\.mjs$/.test(entry);
    const child = startProcess(process.execPath, [...(peer ? [] : NODE_MEMORY_FLAGS.server), entry], {
      env: { ...env, PORT: String(port), UPSTREAM_URL: `http://127.0.0.1:${mockPort}` },
    });
    servers.push({ spec, port, child, server: [], mock: [], rps: [] });
    // The bare and library proxies have no probe of their own: they forward the mock-api's.
    const ready = peer ? '/__mock/health' : '/healthz';
    await waitForUrl(`http://127.0.0.1:${port}${ready}`, { child });
  }
  const request = formCall('getHotGoods', { pageNum: 1, pageSize: 20 });
  const load = (port, duration) =>
    runLoad({
      url: `http://127.0.0.1:${port}${request.path}`,
      method: 'POST',
      headers: request.headers,
      body: request.body,
      connections: 20,
      ...(Number(rate) > 0 ? { overallRate: Number(rate) } : {}),
      duration,
    });
  for (const s of servers) await load(s.port, 2);
  for (let round = 0; round < Number(rounds); round++) {
    for (const s of round % 2 ? [...servers].reverse() : servers) {
      const before = { server: cpuTicks(s.child.pid), mock: cpuTicks(mock.pid) };
      const result = await load(s.port, Number(seconds));
      const calls = result.requests.total;
      s.server.push(((cpuTicks(s.child.pid) - before.server) * 10_000) / calls);
      s.mock.push(((cpuTicks(mock.pid) - before.mock) * 10_000) / calls);
      s.rps.push(result.requests.average);
    }
  }
  for (const s of servers)
    console.log(
      `${s.spec}: server ${Math.round(median(s.server))} µs/call [${s.server.map(Math.round).join(' ')}], ` +
        `mock ${Math.round(median(s.mock))} µs/call, ${Math.round(median(s.rps))} req/s`,
    );
} finally {
  for (const s of servers) await stopProcess(s.child, { graceMs: 2000 });
  await stopProcess(mock, { graceMs: 2000 });
  rmSync(dir, { recursive: true, force: true });
}
