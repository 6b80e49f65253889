#!/usr/bin/env node
// Where a call's CPU goes: starts the mock-api and the server (built) on free ports, one of them under
// `node --cpu-prof`, drives getHotGoods (or GET /home) at it with autocannon, stops it and prints the
// heaviest functions by self time. Used for the reasons in scripts/bench/README.md.
// Usage: node scripts/bench/profile.mjs proxy|mock|page [seconds] [server entry]
//   The entry (default server/dist/main.js) may be another build or a peer of the proxy bench
//   (scripts/bench/bare-proxy.mjs, library-proxy.mjs), to set their profiles side by side.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_MEMORY_FLAGS } from '../start/node-memory.mjs';
import { runLoad } from './lib/load.mjs';
import { freePort, startProcess, stopProcess, waitForUrl } from './lib/processes.mjs';
import { formCall } from './lib/wire.mjs';

const [target = 'proxy', seconds = '8', entry = 'server/dist/main.js'] = process.argv.slice(2);
/** The peers have no probe of their own: they forward the mock-api's. */
const isPeer = /(bare|library)-proxy\.mjs$/.test(entry);
const serverProbe = isPeer ? '/__mock/health' : '/healthz';
const root = process.cwd();
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
const mockPort = await freePort();
const serverPort = await freePort();
const profiled = (name) =>
  target === name || (target === 'page' && name === 'proxy') ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];

const mock = startProcess(
  process.execPath,
  [...NODE_MEMORY_FLAGS['mock-api'], ...profiled('mock'), 'mock-api/dist/main.js'],
  {
    env: { MOCK_API_PORT: String(mockPort), MOCK_DATA_FILE: path.join(dir, 'mock.json') },
  },
);
const server = startProcess(
  process.execPath,
  [...(isPeer ? [] : NODE_MEMORY_FLAGS.server), ...profiled('proxy'), entry],
  { env: { PORT: String(serverPort), UPSTREAM_URL: `http://127.0.0.1:${mockPort}` } },
);
try {
  await waitForUrl(`http://127.0.0.1:${mockPort}/__mock/health`, { child: mock });
  await waitForUrl(`http://127.0.0.1:${serverPort}${serverProbe}`, { child: server });
  const request = formCall('getHotGoods', { pageNum: 1, pageSize: 20 });
  const base = `http://127.0.0.1:${target === 'mock' ? mockPort : serverPort}`;
  const result = await runLoad(
    target === 'page'
      ? {
          url: `${base}/home`,
          headers: { 'accept-encoding': 'gzip', 'user-agent': 'Mozilla/5.0 Chrome/130' },
          duration: Number(seconds),
        }
      : {
          url: `${base}${request.path}`,
          method: 'POST',
          headers: request.headers,
          body: request.body,
          connections: 20,
          duration: Number(seconds),
        },
  );
  console.log(
    `${target}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
} finally {
  await stopProcess(server, { graceMs: 5000 });
  await stopProcess(mock, { graceMs: 5000 });
}

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const self = new Map();
const interval = (profile.endTime - profile.startTime) / profile.samples.length;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
let total = 0;
// Self time per package (node_modules/<name>), per file of ours, or per Node internal.
const owner = (url) => {
  if (!url) return '(native/idle)';
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dep) return dep[1];
  if (url.startsWith('node:')) return 'node internals';
  return url.replace(`file://${root}/`, '');
};
const byOwner = new Map();
for (const [id, count] of counts) {
  const { callFrame } = byId.get(id);
  const who = ['(idle)', '(program)', '(garbage collector)'].includes(callFrame.functionName)
    ? callFrame.functionName
    : owner(callFrame.url);
  byOwner.set(who, (byOwner.get(who) ?? 0) + count);
  const where = callFrame.url
    ? `${callFrame.url.replace(/^file:\/\/.*node_modules\//, '').replace(`file://${root}/`, '')}:${callFrame.lineNumber + 1}`
    : '';
  const key = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + count);
  total += count;
}
console.log(
  `self time of the ${target === 'mock' ? 'mock-api' : 'server'} (${Math.round((total * interval) / 1000)} ms sampled):`,
);
for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${key}`);
console.log('\nself time by owner:');
for (const [who, count] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${who}`);
rmSync(dir, { recursive: true, force: true });
