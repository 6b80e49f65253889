// mock-api: getHotGoods (20 items) ÷ a bare Express route sending the same bytes, ÷ Stoplight Prism
// mocking the same operation from our own OpenAPI document (`npm run openapi`; Prism validates the
// request too, but keeps no state and answers the document's example), and a durable write (addCart)
// by 50 logged-in users at once, each on its own connection, in writes per second.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figure } from './lib/figures.mjs';
import { compare, LOAD, rpsDetail, runLoad } from './lib/load.mjs';
import { freePort, startProcess, stopProcess, waitForUrl } from './lib/processes.mjs';
import { call, formCall } from './lib/wire.mjs';

export const WRITERS = 50;

const readBenchmark = async ({ mockUrl, root }) => {
  const request = formCall('getHotGoods', { pageNum: 1, pageSize: 20 });
  const res = await fetch(`${mockUrl}${request.path}`, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const items = JSON.parse(bytes.toString('utf8')).result?.list?.length;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  const bodyFile = path.join(dir, 'body.json');
  writeFileSync(bodyFile, bytes);
  const port = await freePort();
  const bare = startProcess(
    process.execPath,
    [path.join(root, 'scripts/bench/bare-express.mjs'), String(port), request.path, bodyFile],
    { cwd: root },
  );
  try {
    const bareUrl = `http://127.0.0.1:${port}`;
    await waitForUrl(`${bareUrl}/ready`, { child: bare, timeoutMs: 15_000 });
    const options = (base) => () => ({
      url: `${base}${request.path}`,
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    const cmp = await compare({ baseline: options(bareUrl), subject: options(mockUrl) });
    return figure({
      group: 'mock-api',
      name: 'getHotGoods ÷ bare Express',
      value: cmp.ratio,
      unit: '×',
      goal: { min: 0.5 },
      detail: `${rpsDetail(cmp, 'bare')}; ${items} items, ${bytes.length} B`,
    });
  } finally {
    await stopProcess(bare);
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Registers and logs in `count` users (the demo SMS code comes back in the reply's msg). */
const makeUsers = async (mockUrl, count) => {
  const base = 13_900_000_000 + (Date.now() % 1_000_000) * 100;
  const make = async (i) => {
    const mobile = String(base + i);
    const sent = await call(mockUrl, 'appSendSMS', { mobile, scene: 'register' });
    const code = /(\d{4,6})/.exec(sent.msg)?.[1];
    const session = await call(mockUrl, 'registerS', {
      mobile,
      code,
      password: 'bench1234',
      nickname: `压测${i}`,
    });
    return { token: session.result.token, uid: session.result.userId };
  };
  // A few at a time: registration hashes a password (scrypt), which is meant to be slow.
  const users = [];
  for (let i = 0; i < count; i += 10)
    users.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => make(i + j)))),
    );
  return users;
};

/** SKUs that are in stock, enough for every writer to add each a few times without hitting a limit. */
const stockedSkus = async (mockUrl, wanted) => {
  const hot = await call(mockUrl, 'getHotGoods', { pageNum: 1, pageSize: 50 });
  const skus = [];
  for (const goods of hot.result.list) {
    const sale = await call(mockUrl, 'getSaleSku', { goodsId: goods.goodsId });
    for (const sku of sale.result.skus)
      if (sku.stock >= 99) skus.push({ goodsId: goods.goodsId, skuId: sku.skuId });
    if (skus.length >= wanted) break;
  }
  return skus;
};

const writeBenchmark = async ({ mockUrl }) => {
  const users = await makeUsers(mockUrl, WRITERS);
  const skus = await stockedSkus(mockUrl, 30);
  if (skus.length === 0) throw new Error('no SKU with stock ≥ 99 among the hot goods');
  let refused = 0;
  // One autocannon client per user (autocannon's context resets per request, so one instance with
  // 50 connections cannot keep a user per connection); each cycles through the SKUs with quantity 1.
  const results = await Promise.all(
    users.map((user, u) => {
      let n = u;
      const request = formCall(
        'addCart',
        { goodsId: 1, skuId: 1, quantity: 1 },
        { token: user.token, uid: user.uid },
      );
      return runLoad({
        url: `${mockUrl}${request.path}`,
        connections: 1,
        maxOverallRequests: Math.ceil(LOAD.maxRequests / WRITERS),
        requests: [
          {
            method: 'POST',
            headers: request.headers,
            setupRequest: (req) => {
              const sku = skus[n++ % skus.length];
              return {
                ...req,
                body: formCall('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 1 }).body,
              };
            },
            onResponse: (_status, body) => {
              if (!body.includes('"code":"01"')) refused++;
            },
          },
        ],
      });
    }),
  );
  const seconds = results.reduce((sum, r) => sum + r.duration, 0) / results.length;
  const ok = results.reduce((sum, r) => sum + (r['2xx'] ?? 0), 0) - refused;
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  return figure({
    group: 'mock-api',
    name: `addCart by ${WRITERS} users (durable)`,
    value: ok / seconds,
    unit: 'writes/s',
    goal: { min: 500 },
    detail: `${ok} writes answered 01 in ${seconds.toFixed(1)} s, ${refused} not 01, worst p99 ${p99} ms`,
  });
};

/** Our mock-api ÷ `prism mock` on the same call, both validating the request. */
const prismBenchmark = async ({ mockUrl, root, log }) => {
  const document = path.join(root, 'reports', 'openapi.json');
  const written = spawnSync('npm', ['run', 'openapi'], { cwd: root, stdio: 'ignore' });
  if (written.status !== 0) throw new Error('npm run openapi failed');
  const port = await freePort();
  const prism = startProcess(
    path.join(root, 'node_modules', '.bin', 'prism'),
    ['mock', document, '--host', '127.0.0.1', '--port', String(port), '--errors=false'],
    { cwd: root },
  );
  try {
    const prismUrl = `http://127.0.0.1:${port}`;
    const request = formCall('getHotGoods', { pageNum: 1, pageSize: 20 });
    // Prism has no probe of its own: a valid call answering 2xx means the document is loaded.
    await waitForPost(`${prismUrl}${request.path}`, request, prism);
    log('prism mock ready');
    const options = (base) => () => ({
      url: `${base}${request.path}`,
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    const cmp = await compare({ baseline: options(prismUrl), subject: options(mockUrl) });
    return figure({
      group: 'mock-api',
      name: 'getHotGoods ÷ Prism mock',
      value: cmp.ratio,
      unit: '×',
      goal: { min: 1 },
      detail: `${rpsDetail(cmp, 'prism')}; p99 ${cmp.subject.p99} vs ${cmp.baseline.p99} ms`,
    });
  } finally {
    await stopProcess(prism);
  }
};

const waitForPost = async (url, request, child, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism exited:\n${child.tail()}`);
    try {
      const res = await fetch(url, { method: 'POST', headers: request.headers, body: request.body });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`prism mock did not answer within ${timeoutMs} ms:\n${child.tail()}`);
};

export const run = async (ctx) => [
  await readBenchmark(ctx),
  await prismBenchmark(ctx),
  await writeBenchmark(ctx),
];
