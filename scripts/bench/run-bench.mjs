#!/usr/bin/env node
// `npm run bench`: builds what is stale, starts the stack with `npm start` on free ports and a temp
// MOCK_DATA_FILE (timing it), runs every benchmark of this folder against it, reads both processes'
// memory, stops everything it started, prints one table and writes it as JSON to results/.
// Each figure is a ratio against a baseline measured in the same run, or a budget; every figure's
// definition is in scripts/bench/README.md.
// BENCH_ONLY=proxy,static,mock-api,scale,sandboxes,demo-attacks,client,mobile limits the run (lighthouse-all: opt-in, see README);
// BENCH_SECONDS / BENCH_ROUNDS size it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figure, formatTable, reportDocument, resultFileName } from './lib/figures.mjs';
import { LOAD } from './lib/load.mjs';
import {
  descendantsOf,
  freePort,
  rssBytes,
  startProcess,
  stopProcess,
  waitForUrl,
} from './lib/processes.mjs';

const root = process.cwd();
/** RSS budgets after the whole run (docs/decisions.md says where the memory goes). */
const MEMORY_BUDGETS_MB = { server: 150, 'mock-api': 250 };
const log = (line) => console.log(`▸ ${line}`);
const startedAt = Date.now();
// The machine is shared: its load before and after is part of every result.
const loadBefore = os.loadavg().map((n) => Number(n.toFixed(2)));

const BENCHES = [
  ['proxy', './proxy-bench.mjs'],
  ['static', './static-bench.mjs'],
  ['mock-api', './mock-api-bench.mjs'],
  ['scale', './scale-bench.mjs'],
  ['sandboxes', './sandbox-memory-bench.mjs'],
  ['demo-attacks', './demo-attack-bench.mjs'],
  ['client', './client-bench.mjs'],
  ['mobile', './mobile-bench.mjs'],
  // Opt-in only (every route, several minutes): BENCH_ONLY=lighthouse-all.
  ['lighthouse-all', './lighthouse-all-bench.mjs', { optIn: true }],
];
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

log('building what is stale (node scripts/start/build.mjs)');
const build = spawnSync(process.execPath, ['scripts/start/build.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) {
  console.error('✖ build failed');
  process.exit(1);
}

const port = await freePort();
let mockPort = await freePort();
while (mockPort === port) mockPort = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const env = {
  PORT: String(port),
  MOCK_API_PORT: String(mockPort),
  MOCK_DATA_FILE: path.join(dataDir, 'mock-api.sqlite'),
  FORCE_COLOR: '0',
};
const serverUrl = `http://127.0.0.1:${port}`;
const mockUrl = `http://127.0.0.1:${mockPort}`;

log(`npm start on :${port} (mock-api :${mockPort})`);
const t0 = performance.now();
const stack = startProcess('npm', ['start'], { env, cwd: root });
const figures = [];
const notes = [];
let failed = false;

const stopStack = async () => {
  // npm does not always pass signals on: stop start.mjs itself, which stops the server, then the mock.
  // Both the `sh -c` npm runs and the node process under it name start.mjs: signal every one of them,
  // or the node process outlives the bench with the whole stack.
  const starters = descendantsOf(stack.pid).filter((p) =>
    p.cmdline.some((arg) => arg.endsWith('scripts/start/start.mjs')),
  );
  for (const starter of starters.reverse()) {
    try {
      process.kill(starter.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const timer = setTimeout(() => void stopProcess(stack, { graceMs: 1000 }), 20_000);
  await stack.exited;
  clearTimeout(timer);
};

try {
  const banner = await Promise.race([
    stack.waitForText(/商城已启动|Storefront is running/),
    stack.exited.then((r) =>
      Promise.reject(new Error(`npm start exited (${r.code ?? r.signal}):\n${stack.tail()}`)),
    ),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`npm start not ready after 120 s:\n${stack.tail()}`)), 120_000),
    ),
  ]);
  const toBanner = performance.now() - t0;
  await waitForUrl(`${serverUrl}/readyz`, { timeoutMs: 5000 });
  log(`ready after ${(toBanner / 1000).toFixed(1)} s (${banner.trim().slice(0, 40)})`);
  figures.push(
    figure({
      group: 'start',
      name: 'npm start to ready (built)',
      value: toBanner / 1000,
      unit: 's',
      goal: { max: 10 },
      detail: 'until the banner, after /readyz and /__mock/health answered',
    }),
  );

  const processes = descendantsOf(stack.pid);
  const pidOf = (entry) => processes.find((p) => p.cmdline.some((arg) => arg.endsWith(entry)))?.pid;
  const pids = { server: pidOf('server/dist/main.js'), 'mock-api': pidOf('mock-api/dist/main.js') };
  const ctx = { root, serverUrl, mockUrl, dist: path.join(root, 'client', 'dist'), log, pids };

  for (const [name, file, { optIn = false } = {}] of BENCHES) {
    if (only.length ? !only.includes(name) : optIn) continue;
    const began = Date.now();
    log(`${name} …`);
    try {
      const { run } = await import(file);
      figures.push(...(await run(ctx)));
    } catch (err) {
      failed = true;
      console.error(`✖ ${name} failed: ${err.stack ?? err}`);
      figures.push(
        figure({
          group: name,
          name: 'FAILED',
          value: null,
          goal: { min: 0 },
          detail: String(err.message ?? err).split('\n')[0],
        }),
      );
    }
    log(`${name} done in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  }

  for (const [name, pid] of Object.entries(pids)) {
    const rss = pid ? rssBytes(pid) : null;
    figures.push(
      figure({
        group: 'start',
        name: `${name} RSS after the run`,
        value: rss === null ? null : rss / 2 ** 20,
        unit: 'MB',
        goal: { max: MEMORY_BUDGETS_MB[name] },
        detail: pid ? `pid ${pid}` : 'process not found',
      }),
    );
  }
} catch (err) {
  failed = true;
  console.error(`✖ ${err.stack ?? err}`);
} finally {
  await stopStack();
  rmSync(dataDir, { recursive: true, force: true });
}

const finishedAt = Date.now();
notes.push(
  `autocannon: ${LOAD.seconds} s runs, ${LOAD.connections} connections, ${LOAD.rounds} interleaved rounds per side after a ${LOAD.warmupSeconds} s warm-up`,
);
const machine = {
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model,
  loadavgBefore: loadBefore,
  loadavgAfter: os.loadavg().map((n) => Number(n.toFixed(2))),
  node: process.version,
};
console.log(`\n${formatTable(figures)}\n`);
const missed = figures.filter((f) => f.status === 'MISS');
console.log(
  missed.length
    ? `missed ${missed.length} goal(s): ${missed.map((f) => `${f.group}: ${f.name}`).join('; ')}`
    : 'every goal measured was met',
);
console.log(
  `${notes.join('\n')}\nmachine: ${machine.cpus} CPUs, load ${machine.loadavgBefore.join(' ')} before, ${machine.loadavgAfter.join(' ')} after; took ${((finishedAt - startedAt) / 1000).toFixed(0)} s`,
);
const resultsDir = path.join(root, 'scripts', 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, resultFileName(new Date(finishedAt)));
writeFileSync(
  file,
  `${JSON.stringify(reportDocument({ figures, startedAt, finishedAt, machine, notes }), null, 2)}\n`,
);
writeFileSync(
  path.join(resultsDir, 'latest.json'),
  `${JSON.stringify(reportDocument({ figures, startedAt, finishedAt, machine, notes }), null, 2)}\n`,
);
console.log(`written to ${path.relative(root, file)}`);
process.exit(failed ? 1 : 0);
