// mock-api at scale: durable writes/s, getOrders p99 and RSS with 1,000, 30,000 and 50,000 stored orders,
// measured in one run on a mock-api of its own (see scripts/bench/README.md for the definition).
// Orders are made through the wire once per kind (one for a buyer who has one, one for a buyer who
// will have 5,000), then the store is filled by copying those real rows in SQLite with new ids
// (finished orders, no due step), which is what a long-lived store holds.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { figure } from './lib/figures.mjs';
import { freePort, rssBytes, startProcess, stopProcess, waitForUrl } from './lib/processes.mjs';
import { call, formCall } from './lib/wire.mjs';
import { NODE_MEMORY_FLAGS } from '../start/node-memory.mjs';

const WRITERS = 20;
const BIG_BUYER_ORDERS = 5_000;
const SIZES = [1_000, 30_000, 50_000];
/** The store size the mock-api's memory budget is set at (docs/decisions.md). */
const MEMORY_AT = 30_000;
const MEMORY_BUDGET_MB = 250;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 6);

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

const stockedSku = async (url) => {
  const hot = await call(url, 'getHotGoods', { pageNum: 1, pageSize: 50 });
  for (const goods of hot.result.list) {
    const sale = await call(url, 'getSaleSku', { goodsId: goods.goodsId });
    const sku = sale.result.skus.find((s) => s.stock >= 200);
    if (sku) return { goodsId: goods.goodsId, skuId: sku.skuId };
  }
  throw new Error('no SKU with stock ≥ 200 among the hot goods');
};

const buyNow = (who, sku) => ({
  source: 'buyNow',
  goodsId: sku.goodsId,
  skuId: sku.skuId,
  quantity: 1,
  addressId: who.addressId,
  userCouponId: 0,
});

const post = async (url, name, data, who) => {
  const r = formCall(name, data, { token: who.token, uid: who.uid });
  const res = await fetch(`${url}${r.path}`, { method: 'POST', headers: r.headers, body: r.body });
  return res.json();
};

/** Copies the real order `templateId` until the store holds `total` orders (`forBig` of them for bigUid). */
const fillOrders = (dataFile, { templateId, bigUid, forBig, total }) => {
  const db = new DatabaseSync(dataFile);
  const columns = db
    .prepare('PRAGMA table_info(orders)')
    .all()
    .map((c) => c.name)
    .filter((c) => !['id', 'uid', 'order_no', 'status', 'due_at', 'deleted'].includes(c));
  const count = () => db.prepare('SELECT count(*) AS n FROM orders').get().n;
  const ownedByBig = () => db.prepare('SELECT count(*) AS n FROM orders WHERE uid = ?').get(bigUid).n;
  const insert = db.prepare(
    `INSERT INTO orders (id, uid, order_no, status, due_at, deleted, ${columns.join(', ')})
     SELECT ?, ?, ?, 'done', NULL, 0, ${columns.join(', ')} FROM orders WHERE id = ?`,
  );
  db.exec('BEGIN');
  let next = db.prepare('SELECT max(id) + 1 AS n FROM orders').get().n;
  for (let i = ownedByBig(); i < forBig && count() < total; i++, next++)
    insert.run(next, bigUid, `B${String(next).padStart(13, '0')}`, templateId);
  // The rest belongs to a thousand other buyers (uids no live user has).
  for (let n = count(); n < total; n++, next++)
    insert.run(next, 900_000 + (n % 1000), `F${String(next).padStart(13, '0')}`, templateId);
  db.exec('COMMIT');
  db.close();
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** WRITERS users place and cancel buy-now orders while two readers page the two buyers' orders. */
const measure = async (url, { writers, small, big, sku }) => {
  const until = Date.now() + SECONDS * 1000;
  let writes = 0;
  let refused = 0;
  const write = async (who) => {
    while (Date.now() < until) {
      const placed = await post(url, 'addOrderNew', buyNow(who, sku), who);
      if (placed.code !== '01') {
        refused++;
        continue;
      }
      writes++;
      const cancelled = await post(url, 'cancelOrder', { orderId: placed.result.orderId }, who);
      if (cancelled.code === '01') writes++;
      else refused++;
    }
  };
  const read = async (who) => {
    const latencies = [];
    while (Date.now() < until) {
      const began = performance.now();
      const page = await post(url, 'getOrders', { pageNum: 1, pageSize: 10 }, who);
      latencies.push(performance.now() - began);
      if (page.code !== '01') throw new Error(`getOrders answered ${page.code} ${page.msg}`);
    }
    return latencies;
  };
  const began = Date.now();
  const [, smallLatencies, bigLatencies] = await Promise.all([
    Promise.all(writers.map(write)),
    read(small),
    read(big),
  ]);
  const seconds = (Date.now() - began) / 1000;
  return {
    writesPerSecond: writes / seconds,
    refused,
    p99Small: percentile(smallLatencies, 99),
    p99Big: percentile(bigLatencies, 99),
  };
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

/** One real order for each buyer; the big buyer's is the row the store is filled with. */
const placeFirstOrders = async (url, { small, big }, sku) => {
  const smallOrder = await post(url, 'addOrderNew', buyNow(small, sku), small);
  const bigOrder = await post(url, 'addOrderNew', buyNow(big, sku), big);
  if (smallOrder.code !== '01' || bigOrder.code !== '01') throw new Error('could not place the first orders');
  return bigOrder.result.orderId;
};

/**
 * Fills the store to each of SIZES in turn and measures a mock-api started on it. `live.mock` is
 * the running mock-api, replaced at each size (the caller stops the last one).
 */
const measureSizes = async ({ root, dataFile, live, log }) => {
  const results = new Map();
  const rss = new Map();
  const buyers = await registerUsers(live.mock.url);
  const sku = await stockedSku(live.mock.url);
  const templateId = await placeFirstOrders(live.mock.url, buyers, sku);
  for (const total of SIZES) {
    await stopProcess(live.mock.child);
    fillOrders(dataFile, { templateId, bigUid: buyers.big.uid, forBig: BIG_BUYER_ORDERS, total });
    log(`scale: ${total} orders stored; measuring ${SECONDS} s`);
    live.mock = await startMock(root, dataFile);
    results.set(total, await measure(live.mock.url, { ...buyers, sku }));
    rss.set(total, rssBytes(live.mock.child.pid));
  }
  return { results, rss };
};

const at = (n) => `${n.toLocaleString('en')} orders`;

/** Durable writes/s at each size, and the largest size against the smallest. */
const writeFigures = (results) => {
  const [few, many] = [SIZES[0], SIZES.at(-1)].map((n) => results.get(n));
  return [
    ...SIZES.map((n) =>
      figure({
        group: 'scale',
        name: `durable writes/s at ${at(n)}`,
        value: results.get(n).writesPerSecond,
        unit: 'writes/s',
        detail: `${WRITERS} users placing and cancelling buy-now orders, ${results.get(n).refused} not 01`,
      }),
    ),
    figure({
      group: 'scale',
      name: `durable writes ${at(SIZES.at(-1))} ÷ ${at(SIZES[0])}`,
      value: many.writesPerSecond / few.writesPerSecond,
      unit: '×',
      goal: { min: 0.8 },
    }),
  ];
};

/** getOrders p99 for both buyers at each size, and the largest size against the smallest. */
const readFigures = (results) => {
  const [few, many] = [SIZES[0], SIZES.at(-1)].map((n) => results.get(n));
  return [
    ...SIZES.flatMap((n) => [
      figure({
        group: 'scale',
        name: `getOrders p99, buyer with 1 order, at ${at(n)}`,
        value: results.get(n).p99Small,
        unit: 'ms',
      }),
      figure({
        group: 'scale',
        name: `getOrders p99, buyer with ${BIG_BUYER_ORDERS.toLocaleString('en')}, at ${at(n)}`,
        value: results.get(n).p99Big,
        unit: 'ms',
      }),
    ]),
    figure({
      group: 'scale',
      name: `getOrders p99 ${at(SIZES.at(-1))} ÷ ${at(SIZES[0])} (worse of the two buyers)`,
      value: Math.max(many.p99Small / few.p99Small, many.p99Big / few.p99Big),
      unit: '×',
      goal: { max: 2 },
    }),
  ];
};

/** mock-api's RSS at the sizes from the memory budget's up. */
const memoryFigures = (rss) =>
  SIZES.filter((n) => n >= MEMORY_AT).map((n) =>
    figure({
      group: 'scale',
      name: `mock-api RSS at ${at(n)}`,
      value: rss.has(n) ? rss.get(n) / 2 ** 20 : null,
      unit: 'MB',
      goal: n === MEMORY_AT ? { max: MEMORY_BUDGET_MB } : null,
      detail: 'after that phase’s writers and readers',
    }),
  );

export const run = async ({ root, log }) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const dataFile = path.join(dir, 'mock-api.sqlite');
  const live = { mock: await startMock(root, dataFile) };
  let measured;
  try {
    measured = await measureSizes({ root, dataFile, live, log });
  } finally {
    await stopProcess(live.mock.child);
    rmSync(dir, { recursive: true, force: true });
  }
  const { results, rss } = measured;
  return [...writeFigures(results), ...readFigures(results), ...memoryFigures(rss)];
};
