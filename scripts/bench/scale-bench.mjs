// The store figure: durable writes/s and getOrders p99 as the store grows from 5,000 to 30,000 orders,
// and mock-api's RSS at 30,000, measured in one run on a mock-api of its own (built
// mock-api/dist/main.js, its own SQLite file, the heap flags it runs with everywhere). The writers
// buy a goods of a flash session that runs on the mock's clock (set inside it), the worst case at any
// hour: every flash buy checks what the session still holds. Definition: scripts/bench/README.md.
// Alone: `node scripts/bench/scale-bench.mjs` (builds what is stale, prints the table).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { figure, formatTable } from './lib/figures.mjs';
import { freePort, rssBytes, startProcess, stopProcess, waitForUrl } from './lib/processes.mjs';
import { cpuMs } from './lib/cpu-time.mjs';
import { runStoreLoad } from './lib/store-load.mjs';
import { call } from './lib/wire.mjs';
import { NODE_MEMORY_FLAGS } from '../start/node-memory.mjs';

const WRITERS = 20;
// The store starts with the big buyer's orders; the load's first 2,000 orders warm the mock up
// (JIT, page cache) before the first window at 5,000 (after 1,000, that window's CPU per write was
// still 10–25 % above the later ones in every run, which flattered the ratio).
const BIG_BUYER_ORDERS = 3_000;
const SIZES = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000];
/** The store size the mock-api's memory budget is set at (docs/decisions.md). */
const MEMORY_BUDGET_MB = 250;
const WINDOW_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
/** Where in the session the clock is put: early, so the crowd has not sold out the goods yet. */
const INTO_SESSION_MS = 60_000;

const startMock = async (root, dataFile) => {
  const port = await freePort();
  const child = startProcess(
    process.execPath,
    [...NODE_MEMORY_FLAGS['mock-api'], path.join(root, 'mock-api/dist/main.js')],
    {
      cwd: root,
      env: {
        MOCK_API_PORT: String(port),
        MOCK_DATA_FILE: dataFile,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/__mock/health`, { child, timeoutMs: 30_000 });
  return { child, url };
};

const register = async (url, i) => {
  const mobile = String(13_700_000_000 + (Date.now() % 100_000) * 100 + i);
  const sent = await call(url, 'appSendSMS', { mobile, scene: 'register' });
  const code = /(\d{6})/.exec(sent.msg)[1];
  const session = await call(url, 'registerS', { mobile, code, password: 'bench1234', nickname: `规模${i}` });
  const who = { token: session.result.token, uid: session.result.userId };
  const region = await call(url, 'getWebArea', {});
  const province = region.result.provinces[0];
  const city = region.result.city[province.code][0];
  const area = region.result.area[city.code][0];
  const address = await call(
    url,
    'addUserAddress',
    {
      consignee: '压测',
      mobile,
      provinceCode: province.code,
      cityCode: city.code,
      areaCode: area.code,
      detail: '文一西路969号',
    },
    who,
  );
  return { ...who, addressId: address.result.addressId };
};

/** WRITERS + 2 new users, registered six at a time: the small buyer, the big buyer, then the writers. */
const registerUsers = async (url) => {
  const users = [];
  for (let i = 0; i < WRITERS + 2; i += 6)
    users.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(6, WRITERS + 2 - i) }, (_, j) => register(url, i + j)),
      )),
    );
  const [small, big, ...writers] = users;
  return { small, big, writers };
};

/** The first flash session of the mock's day (every day has one at 00:00 China time). */
const firstSessionOfDay = async (url) => {
  const axis = await call(url, 'getTimeAxisV2', {});
  return [...axis.result.sessions].sort((a, b) => a.startTime - b.startTime)[0];
};

/** Puts the mock's clock INTO_SESSION_MS into the session; it then runs on (offset mode). */
const clockIntoSession = async (url, session) => {
  const res = await fetch(`${url}/__mock/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'offset', offsetMs: session.startTime + INTO_SESSION_MS - Date.now() }),
  });
  const reply = await res.json();
  if (reply.code !== '01') throw new Error(`PUT /__mock/clock answered ${reply.code} ${reply.msg}`);
};

/** A SKU with stock of the session's goods with the most flash stock, and a SKU of a goods outside it. */
const pickSkus = async (url, session) => {
  const listed = await call(url, 'getNewFlashSaleGoods', {
    sessionId: session.sessionId,
    pageNum: 1,
    pageSize: 20,
  });
  if (listed.result.session.status !== 'ongoing')
    throw new Error('the flash session is not running on the clock');
  const skuOf = async (goodsId) => {
    const sale = await call(url, 'getSaleSku', { goodsId });
    const sku = sale.result.skus.find((s) => s.stock >= 200);
    return sku && { goodsId, skuId: sku.skuId };
  };
  const flashGoods = [...listed.result.list].sort((a, b) => b.flashStock - a.flashStock);
  let flash = null;
  for (const goods of flashGoods) if ((flash = await skuOf(goods.goodsId))) break;
  const hot = await call(url, 'getHotGoods', { pageNum: 1, pageSize: 50 });
  let plain = null;
  for (const goods of hot.result.list)
    if (!flashGoods.some((f) => f.goodsId === goods.goodsId) && (plain = await skuOf(goods.goodsId))) break;
  if (!flash || !plain) throw new Error('no SKU with stock ≥ 200 in the flash session or outside it');
  return {
    flash: { ...flash, flashStock: flashGoods.find((g) => g.goodsId === flash.goodsId).flashStock },
    plain,
  };
};

const buyNow = (sku) => (who) => ({
  source: 'buyNow',
  goodsId: sku.goodsId,
  skuId: sku.skuId,
  quantity: 1,
  addressId: who.addressId,
  userCouponId: 0,
});

/** Copies the real order `templateId` for the big buyer until the store holds `total` orders. */
const fillOrders = (dataFile, { templateId, bigUid, total }) => {
  const db = new DatabaseSync(dataFile);
  const columns = db
    .prepare('PRAGMA table_info(orders)')
    .all()
    .map((c) => c.name)
    .filter((c) => !['id', 'uid', 'order_no', 'status', 'due_at', 'deleted'].includes(c));
  db.exec('BEGIN');
  const insert = db.prepare(
    `INSERT INTO orders (id, uid, order_no, status, due_at, deleted, ${columns.join(', ')})
     SELECT ?, ?, ?, 'done', NULL, 0, ${columns.join(', ')} FROM orders WHERE id = ?`,
  );
  let next = db.prepare('SELECT max(id) + 1 AS n FROM orders').get().n;
  for (let n = db.prepare('SELECT count(*) AS n FROM orders').get().n; n < total; n++, next++)
    insert.run(next, bigUid, `B${String(next).padStart(13, '0')}`, templateId);
  db.exec('COMMIT');
  db.close();
};

/** How many orders were placed in the session (proof that the writers bought at the flash price). */
const ordersInSession = (dataFile, sessionId) => {
  const db = new DatabaseSync(dataFile, { readOnly: true });
  const { n } = db.prepare('SELECT count(*) AS n FROM orders WHERE flash_session_id = ?').get(sessionId);
  db.close();
  return n;
};

/**
 * Users, the session and the goods through the wire; the big buyer's 3,000 finished orders (copies
 * of one real order of a goods outside the session) with mock-api stopped; then the load on a
 * mock-api started again, its clock back inside the session.
 */
const measure = async ({ root, dataFile, live, log }) => {
  const buyers = await registerUsers(live.mock.url);
  const session = await firstSessionOfDay(live.mock.url);
  await clockIntoSession(live.mock.url, session);
  const skus = await pickSkus(live.mock.url, session);
  const first = await Promise.all(
    [buyers.small, buyers.big].map((who) => call(live.mock.url, 'addOrderNew', buyNow(skus.plain)(who), who)),
  );
  await stopProcess(live.mock.child);
  fillOrders(dataFile, {
    templateId: first[1].result.orderId,
    bigUid: buyers.big.uid,
    total: BIG_BUYER_ORDERS,
  });
  live.mock = await startMock(root, dataFile);
  await clockIntoSession(live.mock.url, session);
  const results = await runStoreLoad({
    url: live.mock.url,
    writers: buyers.writers,
    readers: [buyers.small, buyers.big],
    buy: buyNow(skus.flash),
    sizes: SIZES,
    windowMs: WINDOW_SECONDS * 1000,
    probe: () => ({ rss: rssBytes(live.mock.child.pid), cpuMs: cpuMs(live.mock.child.pid) }),
    log,
  });
  await stopProcess(live.mock.child);
  return { results, session, skus, inSession: ordersInSession(dataFile, session.sessionId) };
};

const at = (n) => `${n.toLocaleString('en')} orders`;

const windowDetail = (r) =>
  `${WRITERS} users placing and cancelling flash buys, ${r.refused} not 01; ` +
  `mock-api CPU ${r.cpuMsPerWrite.toFixed(2)} ms a write; ` +
  `getOrders p99 ${r.p99.map((p) => p.toFixed(1)).join(' / ')} ms (buyers with 1 / ${BIG_BUYER_ORDERS.toLocaleString('en')} orders)`;

const figuresOf = ({ results, session, skus, inSession }) => {
  const [few, many] = [SIZES[0], SIZES.at(-1)].map((n) => results.get(n));
  const where = `clock in flash session ${session.title} (${session.sessionId}), goods ${skus.flash.goodsId} (flash stock ${skus.flash.flashStock}); ${inSession.toLocaleString('en')} orders placed in it`;
  const worse = (r) => Math.max(...r.p99);
  return [
    ...SIZES.map((n) =>
      figure({
        group: 'scale',
        name: `durable writes/s at ${at(n)}`,
        value: results.get(n).writesPerSecond,
        unit: 'writes/s',
        detail: windowDetail(results.get(n)),
      }),
    ),
    figure({
      group: 'scale',
      name: `durable writes ${at(SIZES.at(-1))} ÷ ${at(SIZES[0])}`,
      value: many.writesPerSecond / few.writesPerSecond,
      unit: '×',
      goal: { min: 0.8 },
      detail: where,
    }),
    figure({
      group: 'scale',
      name: `mock-api CPU per write ${at(SIZES.at(-1))} ÷ ${at(SIZES[0])}`,
      value: many.cpuMsPerWrite / few.cpuMsPerWrite,
      unit: '×',
      detail: `${few.cpuMsPerWrite.toFixed(2)} → ${many.cpuMsPerWrite.toFixed(2)} ms; steadier than writes/s on a shared machine (info)`,
    }),
    figure({
      group: 'scale',
      name: `getOrders p99 ${at(SIZES.at(-1))} ÷ ${at(SIZES[0])} (worse of the two buyers)`,
      value: Math.max(many.p99[0] / few.p99[0], many.p99[1] / few.p99[1]),
      unit: '×',
      goal: { max: 2 },
      detail: `p99 ${worse(few).toFixed(1)} → ${worse(many).toFixed(1)} ms; readers: a buyer with 1 order and one with ${BIG_BUYER_ORDERS.toLocaleString('en')}`,
    }),
    figure({
      group: 'scale',
      name: `mock-api RSS at ${at(SIZES.at(-1))}`,
      value: many.rss === null ? null : many.rss / 2 ** 20,
      unit: 'MB',
      goal: { max: MEMORY_BUDGET_MB },
      detail: `${NODE_MEMORY_FLAGS['mock-api'].join(' ')}; at the end of that window (${at(many.stored)})`,
    }),
  ];
};

export const run = async ({ root, log }) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const dataFile = path.join(dir, 'mock-api.sqlite');
  const live = { mock: await startMock(root, dataFile) };
  try {
    return figuresOf(await measure({ root, dataFile, live, log }));
  } finally {
    await stopProcess(live.mock.child);
    rmSync(dir, { recursive: true, force: true });
  }
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.cwd();
  const build = spawnSync(process.execPath, ['scripts/start/build.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(1);
  const figures = await run({ root, log: (line) => console.log(`▸ ${line}`) });
  console.log(
    `\n${formatTable(figures)}\nload ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}
