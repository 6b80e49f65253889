// Memory per idle sandbox: what each public-demo visitor (PUBLIC_DEMO=on, one sandbox per browser)
// costs the mock. A mock-api of its own, with the heap flags it runs with, makes SANDBOXES sandboxes
// the way visitors do (a demo login and the cart, in sandbox `v-…`), lets them go idle, and reads its
// RSS before and after; the difference per sandbox is the figure, and the time a first call takes
// (the sandbox made from the demo scenario) is the other. Runs alone too:
// `node scripts/bench/sandbox-memory-bench.mjs` (builds what is stale first).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { figure, formatTable, median } from './lib/figures.mjs';
import { stopProcess, waitForUrl } from './lib/processes.mjs';
import { settledRss, startMockOfItsOwn } from './lib/mock-of-its-own.mjs';
import { formCall } from './lib/wire.mjs';

/** 100 by default; BENCH_SANDBOXES measures a pod's capacity at another count (docs/deploy.md). */
export const SANDBOXES = Number(process.env.BENCH_SANDBOXES) || 100;
/**
 * Per idle sandbox (issue 51: a public demo at scale): a sandbox copies its scenario's laid image and
 * keeps a dozen prepared statements on 1 KB pages (docs/decisions.md), so a 384 Mi pod holds 500.
 */
export const GOAL_MB_PER_SANDBOX = 0.5;
/** A new visitor's first call (the sandbox copied from the image, the login's scrypt, the cart). */
export const GOAL_FIRST_CALL_MS = 60;
const DEMO = { mobile: '13800138000', password: 'demo1234' };

/** One call in sandbox `sandbox`; throws unless it answers 01. */
async function callIn(mockUrl, sandbox, name, data, identity = {}) {
  const { method, path: callPath, headers, body } = formCall(name, data, identity);
  const res = await fetch(`${mockUrl}${callPath}`, {
    method,
    headers: { ...headers, 'x-mock-sandbox': sandbox },
    body,
  });
  const envelope = await res.json();
  if (envelope.code !== '01') throw new Error(`${name} in ${sandbox}: ${envelope.code} ${envelope.msg}`);
  return envelope.result;
}

/** A visitor's first steps: log in to the demo account and open the cart. Returns ms taken. */
async function visit(mockUrl, sandbox) {
  const began = performance.now();
  const login = await callIn(mockUrl, sandbox, 'mobileAndPasswordToLogin', DEMO);
  await callIn(mockUrl, sandbox, 'getCart', {}, { token: login.token, uid: String(login.userId) });
  return performance.now() - began;
}

export async function run({ root, log = () => {} }) {
  const {
    child: mock,
    dir,
    mockUrl,
  } = await startMockOfItsOwn(root, 'bench-sandboxes-', {
    MOCK_SANDBOX_MAX: String(SANDBOXES + 10),
  });
  try {
    await waitForUrl(`${mockUrl}/__mock/health`, { child: mock, timeoutMs: 60_000 });
    // Warm-up: the first sandboxes load code and fill caches that every later one shares.
    for (let i = 0; i < 5; i++) await visit(mockUrl, `v-warm-${i}`);
    const before = await settledRss(mock.pid);
    log(`${SANDBOXES} visitors, each in its own sandbox …`);
    const times = [];
    for (let i = 0; i < SANDBOXES; i++) times.push(await visit(mockUrl, `v-bench-${i}`));
    const after = await settledRss(mock.pid);
    const perSandboxMb = (after - before) / SANDBOXES / 2 ** 20;
    return [
      figure({
        group: 'sandboxes',
        name: 'memory per idle sandbox',
        value: perSandboxMb,
        unit: 'MB',
        goal: { max: GOAL_MB_PER_SANDBOX },
        detail: `mock-api RSS ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MB over ${SANDBOXES} sandboxes`,
      }),
      figure({
        group: 'sandboxes',
        name: "a new visitor's first call (sandbox made)",
        value: median(times),
        unit: 'ms',
        goal: { max: GOAL_FIRST_CALL_MS },
        detail:
          'median of a demo login (scrypt) and the cart in a fresh sandbox (copied from the scenario image)',
      }),
    ];
  } finally {
    await stopProcess(mock, { graceMs: 5000 });
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const build = spawnSync(process.execPath, ['scripts/start/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  const figures = await run({ root, log: (line) => console.log(`▸ ${line}`) });
  console.log(`\n${formatTable(figures)}`);
}
