// Every flash buy sums the units its session still holds. That sum must read the session's
// standing orders only: a store where shoppers place and cancel flash orders all day must not make
// each later buy read every cancelled order again (writes fell to 0.46x by 30,000 orders when it did).
// Measured as the rows in the index range the query plan searches, not by timing.
import { flashSold, flashSoldSql } from '../../src/domain/catalogue/flash-price';
import { flashSessionsOfDay, flashStatus } from '../../src/seed/flash-sale';
import { addAddress, registerUser, startHarness, type Harness } from '../harness';

const CANCELLED = 12;

/** A goods of the session running at the harness's clock, with one SKU in stock, and that session. */
function flashGoods(h: Harness) {
  const now = h.clock.now();
  const session = flashSessionsOfDay(h.seed.flashPool, now).find((s) => flashStatus(s, now) === 'ongoing')!;
  for (const goodsId of session.goodsIds) {
    const sku = h.seed.goods.get(goodsId)?.skus.find((s) => s.stock >= CANCELLED + 5);
    if (sku) return { session, goodsId, skuId: sku.skuId };
  }
  throw new Error('no goods of the running session has stock');
}

/**
 * The rows the flash sum reads for a session: the plan must search one index by session, and the
 * rows in that range are the index's entries for the session (its WHERE applied, if partial).
 */
function rowsTheSumReads(h: Harness, sessionId: number): { index: string; rows: number } {
  const plan = (
    h.store.sql.prepare(`EXPLAIN QUERY PLAN ${flashSoldSql(false)}`).all(sessionId, sessionId, 1) as Array<{
      detail: string;
    }>
  ).map((p) => p.detail);
  const search = plan
    .map((d) => /^SEARCH orders USING (?:COVERING )?INDEX (\w+) \(flash_session_id=\?/.exec(d))
    .find(Boolean);
  if (!search) throw new Error(`the flash sum does not search orders by session: ${plan.join(' | ')}`);
  const index = search[1]!;
  const { sql } = h.store.sql.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(index) as {
    sql: string;
  };
  const partial = /\bWHERE\b([\s\S]*)$/i.exec(sql)?.[1];
  const { n } = h.store.sql
    .prepare(
      `SELECT count(*) AS n FROM orders WHERE flash_session_id = ?${partial ? ` AND (${partial})` : ''}`,
    )
    .get(sessionId) as { n: number };
  return { index, rows: n };
}

it('reads only the standing orders of a session when summing its units, however many were cancelled', async () => {
  const h = startHarness();
  const pick = flashGoods(h);
  const me = await registerUser(h);
  const addressId = await addAddress(h, me);
  const buy = {
    source: 'buyNow',
    goodsId: pick.goodsId,
    skuId: pick.skuId,
    quantity: 1,
    addressId,
    userCouponId: 0,
  };
  for (let i = 0; i < CANCELLED; i++) {
    const placed = await h.call('addOrderNew', buy, me);
    expect(placed.code).toBe('01');
    expect((await h.call('cancelOrder', { orderId: placed.result.orderId }, me)).code).toBe('01');
  }
  expect((await h.call('addOrderNew', buy, me)).code).toBe('01');
  const stored = h.store.sql
    .prepare('SELECT count(*) AS n FROM orders WHERE flash_session_id = ?')
    .get(pick.session.sessionId) as { n: number };
  expect(stored.n).toBe(CANCELLED + 1);

  const ctx = { store: h.store, seed: h.seed, now: () => h.clock.now() };
  expect(flashSold(ctx, pick.session.sessionId, pick.goodsId)).toBe(1);
  expect(flashSold(ctx, pick.session.sessionId, pick.goodsId, me.userId)).toBe(1);
  expect(rowsTheSumReads(h, pick.session.sessionId).rows).toBe(1);
  await h.close();
});

it('sums by user through the same index as the whole session', () => {
  const h = startHarness();
  const plan = (
    h.store.sql.prepare(`EXPLAIN QUERY PLAN ${flashSoldSql(true)}`).all(1, 1, 1, 1) as Array<{
      detail: string;
    }>
  ).map((p) => p.detail);
  expect(plan.join(' | ')).toMatch(
    new RegExp(
      `SEARCH orders USING (COVERING )?INDEX ${rowsTheSumReads(h, 1).index} \\(flash_session_id=\\? AND uid=\\?\\)`,
    ),
  );
  void h.close();
});
