// The store tells the truth about its health: a damaged page, a read-only file or a full disk turns
// /__mock/health to 503 with the reason, the shop's calls that meet it answer the wire's 500 in
// Chinese, and the fault is logged once (one line, no stack), however many requests meet it.
// The full disk is SQLite's own limit (PRAGMA max_page_count gives SQLITE_FULL, as a full file
// system does), so the test needs no mount.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { addAddress, pickSelfSku, placeOrder, registerUser, startHarness, type Harness } from '../harness';
import { canMakeReadOnly, damagePages, makeReadOnly } from './damage';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'store-health-')), 'mock-api.sqlite');

function capture() {
  const lines: string[] = [];
  return { log: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }), lines };
}

const health = (h: Harness) => request(h.app).get('/__mock/health');

/** A store on a file with some of everything in it, so a damaged page hits real tables. */
async function storeWithData(options: Parameters<typeof startHarness>[0] = {}) {
  const h = startHarness({ file: tempFile(), ...options });
  const me = await registerUser(h);
  await placeOrder(h, me, pickSelfSku(h.seed));
  return { h, me };
}

const failingLines = (lines: string[]) => lines.filter((l) => l.includes('data store failing'));

it('answers 503 from health and the 500 envelope in Chinese to the shop once a page of the file is damaged', async () => {
  const { log, lines } = capture();
  const { h, me } = await storeWithData({ log, integrity: { integrityEveryMs: 0 } });
  expect((await health(h)).status).toBe(200);
  // Everything in the main file, then pages 4 and 5 overwritten under the running store.
  await h.store.flush();
  h.store.sql.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  damagePages(h.store.sql.location()!);

  for (let i = 0; i < 3; i++) {
    const res = await health(h);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: '503', msg: '数据存储异常：数据文件已损坏' });
    expect(res.body.result).toMatchObject({ status: 'failing', kind: 'corrupt' });
    for (const [name, who] of [
      ['getHotGoods', null],
      ['getOrders', me],
    ] as const) {
      const shop = await h.send(name, { pageNum: 1, pageSize: 10 }, who);
      expect(shop.status).toBe(500);
      expect(shop.body).toEqual({
        code: '500',
        msg: '服务暂时不可用：数据文件已损坏，请稍后再试',
        result: null,
      });
    }
  }
  expect(failingLines(lines)).toHaveLength(1);
  expect(lines.join('\n')).not.toMatch(/"stack"/);
  await h.close().catch(() => undefined);
});

it('answers 503 from health while the data file is read-only, and 200 again once it is writable', async () => {
  const probe = tempFile();
  writeFileSync(probe, '');
  if (!canMakeReadOnly(probe)) {
    // Root without chattr (some containers) has no way to make a file read-only for itself.
    console.warn('skipped: this machine cannot make a file read-only for this user');
    return;
  }
  const { h } = await storeWithData();
  const undo = makeReadOnly(h.store.sql.location()!)!;
  try {
    const res = await health(h);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: '503', msg: '数据存储异常：数据文件只读，无法写入' });
    expect(res.body.result.kind).toBe('read-only');
  } finally {
    undo();
  }
  expect((await health(h)).status).toBe(200);
  await h.close();
});

it('answers 500 in Chinese to writes on a full disk, 503 from health, and recovers when space is back', async () => {
  const { log, lines } = capture();
  const { h, me } = await storeWithData({ log, integrity: { recoverAfterMs: 0 } });
  const sku = pickSelfSku(h.seed, 200);
  const addressId = await addAddress(h, me);
  const { page_count: pages } = h.store.sql.prepare('PRAGMA page_count').get() as { page_count: number };
  h.store.sql.exec(`PRAGMA max_page_count = ${pages}`);
  const buy = { source: 'buyNow', goodsId: sku.goodsId, skuId: sku.skuId, quantity: 1, addressId };
  const failed: Array<{ status: number; body: unknown }> = [];
  for (let i = 0; i < 200 && failed.length < 3; i++) {
    const res = await h.send('addOrderNew', buy, me);
    if (res.status !== 200) failed.push(res);
    else expect(res.body.code).toBe('01');
  }
  expect(failed).toHaveLength(3);
  for (const res of failed) {
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: '500',
      msg: '服务暂时不可用：磁盘已满，无法写入，请稍后再试',
      result: null,
    });
  }
  const res = await health(h);
  expect(res.status).toBe(503);
  expect(res.body.result.kind).toBe('full');
  expect(failingLines(lines)).toHaveLength(1);
  expect(lines.join('\n')).not.toMatch(/"stack"/);

  h.store.sql.exec('PRAGMA max_page_count = 1073741823');
  expect((await h.send('addOrderNew', buy, me)).body.code).toBe('01');
  expect((await health(h)).status).toBe(200);
  await h.close();
});
