// The public demo against a hostile visitor (docs/deploy.md, "Public demo"): a mock-api of its own,
// with the production overlay's settings (MOCK_ADMIN=off, MOCK_SANDBOX_MAX=100) and the heap flags it
// runs with, takes the three attacks that once took it down or past its limit, and its RSS is read
// after each beside the goal (320 MB, under the pod's 384 Mi):
// - 300 POSTs of a 900 KB field from one visitor;
// - 100 visitors each reading 180 price ranges of the category list (distinct cached replies);
// - 100 visitors who log in, open the cart and go idle;
// then the sandboxes expire, and a second crowd of idle visitors shows the memory they held reused.
// Any idle sandbox may be evicted (MOCK_SANDBOX_EVICT_IDLE_MS=0, not production's 10 minutes), so
// each crowd fills the cap rather than meeting 429. Calls go to the mock as web sends them
// (`x-mock-sandbox: v-…`). Runs alone: `node scripts/bench/demo-attack-bench.mjs`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { figure, formatTable } from './lib/figures.mjs';
import { sleep, stopProcess, waitForUrl } from './lib/processes.mjs';
import { settledRss, startMockOfItsOwn } from './lib/mock-of-its-own.mjs';
import { formCall } from './lib/wire.mjs';

export const GOAL_RSS_MB = 320;
const VISITORS = 100;
const FLOOD = { posts: 300, bytes: 900 * 1024 };
const PRICE_RANGES = 180;
/** Idle expiry for the run's last phases: short, so the bench sees the sandboxes go. */
const IDLE_MS = 20_000;
const DEMO = { mobile: '13800138000', password: 'demo1234' };
const mb = (bytes) => bytes / 2 ** 20;

/** One call in `sandbox`; the envelope, or the HTTP status for a refused body. */
async function callIn(mockUrl, sandbox, name, data, identity = {}) {
  const { method, path: callPath, headers, body } = formCall(name, data, identity);
  const res = await fetch(`${mockUrl}${callPath}`, {
    method,
    headers: { ...headers, 'x-mock-sandbox': sandbox },
    body,
  });
  return { status: res.status, envelope: await res.json() };
}

/** `count` tasks, `parallel` at a time. */
async function inParallel(count, parallel, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function flood(mockUrl) {
  const statuses = new Map();
  const note = 'x'.repeat(FLOOD.bytes);
  await inParallel(FLOOD.posts, 4, async () => {
    // Refused as soon as its length is read: the rest of a body still on its way may meet a reset.
    const answer = await callIn(mockUrl, 'v-flood', 'getTimeAxisV2', { note }).then(
      ({ status }) => `HTTP ${status}`,
      () => 'connection reset',
    );
    statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
  });
  return [...statuses].map(([answer, n]) => `${n}× ${answer}`).join(', ');
}

async function priceRanges(mockUrl) {
  await inParallel(VISITORS, 4, async (v) => {
    for (let r = 0; r < PRICE_RANGES; r++) {
      const { envelope } = await callIn(mockUrl, `v-reader-${v}`, 'getCategoryProduct', {
        pageNum: 1,
        pageSize: 20,
        minPrice: r * 10,
        maxPrice: r * 10 + 5000,
      });
      if (envelope.code !== '01') throw new Error(`getCategoryProduct: ${envelope.code} ${envelope.msg}`);
    }
  });
}

async function idleVisitors(mockUrl, crowd = 'idle') {
  await inParallel(VISITORS, 4, async (v) => {
    const sandbox = `v-${crowd}-${v}`;
    const login = await callIn(mockUrl, sandbox, 'mobileAndPasswordToLogin', DEMO);
    if (login.envelope.code !== '01') throw new Error(`login: ${login.envelope.msg}`);
    const { token, userId } = login.envelope.result;
    await callIn(mockUrl, sandbox, 'getCart', {}, { token, uid: String(userId) });
  });
}

export async function run({ root, log = () => {} }) {
  const {
    child: mock,
    dir,
    mockUrl,
  } = await startMockOfItsOwn(root, 'bench-demo-attacks-', {
    MOCK_ADMIN: 'off',
    MOCK_SANDBOX_MAX: String(VISITORS),
    MOCK_SANDBOX_EVICT_IDLE_MS: '0',
    MOCK_SANDBOX_IDLE_MS: String(IDLE_MS),
  });
  const figures = [];
  const rssFigure = (name, bytes, detail) =>
    figures.push(
      figure({
        group: 'demo-attacks',
        name,
        value: bytes === null ? null : mb(bytes),
        unit: 'MB',
        goal: { max: GOAL_RSS_MB },
        detail,
      }),
    );
  try {
    await waitForUrl(`${mockUrl}/__mock/health`, { child: mock, timeoutMs: 60_000 });
    const start = await settledRss(mock.pid);
    log(`${FLOOD.posts} × ${FLOOD.bytes / 1024} KB from one visitor …`);
    const answers = await flood(mockUrl);
    rssFigure(
      'RSS after 300 × 900 KB from one visitor',
      await settledRss(mock.pid),
      `${answers}; at start ${mb(start).toFixed(0)} MB`,
    );
    log(`${VISITORS} visitors × ${PRICE_RANGES} price ranges …`);
    await priceRanges(mockUrl);
    rssFigure(
      `RSS after ${VISITORS} visitors × ${PRICE_RANGES} price ranges`,
      await settledRss(mock.pid),
      'getCategoryProduct, a distinct minPrice each',
    );
    log(`${VISITORS} idle visitors …`);
    await idleVisitors(mockUrl);
    rssFigure(
      `RSS with ${VISITORS} idle visitors`,
      await settledRss(mock.pid),
      'demo login and cart each, at the cap of 100',
    );
    await sleep(IDLE_MS + 1000);
    // The next call sweeps the expired sandboxes (the sweeper would, within a minute).
    await callIn(mockUrl, 'v-last', 'getTimeAxisV2', {});
    rssFigure(
      'RSS after the sandboxes expired',
      await settledRss(mock.pid),
      `MOCK_SANDBOX_IDLE_MS=${IDLE_MS}; V8 and malloc keep the freed pages for reuse`,
    );
    // The memory the expired sandboxes held is reused, not added to: a second crowd costs no more.
    await idleVisitors(mockUrl, 'again');
    rssFigure(
      `RSS with ${VISITORS} new idle visitors after that`,
      await settledRss(mock.pid),
      'a second crowd in the memory the first one left',
    );
    const alive = await fetch(`${mockUrl}/__mock/health`)
      .then((r) => r.status)
      .catch(() => 0);
    if (alive !== 200) throw new Error(`mock-api not healthy after the attacks (${alive}):\n${mock.tail()}`);
    return figures;
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
