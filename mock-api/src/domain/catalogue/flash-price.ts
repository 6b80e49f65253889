// The one flash-sale pricing rule: while a session that lists a goods runs (by the store's clock),
// its SKUs cost their flash price, within the session's own stock and per-user limit; at any other
// time the normal price applies. Goods detail, cart, settle, order and the flash lists all read it.
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import { flashSessionsOfDay, flashStatus } from '../../seed/flash-sale.js';
import { hashInts } from '../../seed/random.js';
import { DAY_MS } from '../../seed/time.js';
import type { FlashSession, SeedGoods, SeedSku } from '../../seed/types.js';

type FlashCtx = Pick<StoreCtx, 'store' | 'seed' | 'now'>;

/** How far ahead the goods detail looks for a goods' next session. */
const NEXT_SESSION_DAYS = 7;

/** Shop prices end in 9.90-style fen: 48690 → 48690, 48712 → 48690; never below ¥0.90. */
const shopPrice = (fen: number) => Math.max(90, Math.round(fen / 100) * 100 - 10);

/** What a session offers of one goods: fixed per (seed, session, goods). */
export interface FlashTerms {
  session: FlashSession;
  /** Share of the normal price paid in the session (0.50–0.79). */
  ratio: number;
  /** Units the session sells in all. */
  quantity: number;
  limitPerUser: number;
  /** Units sold before any shopper of this store (the mock's crowd), as a share of 100. */
  crowdProgress: number;
}

export function flashTerms(ctx: FlashCtx, goodsId: number, session: FlashSession): FlashTerms {
  const h = hashInts(ctx.seed.seedNumber, session.sessionId, goodsId);
  const status = flashStatus(session, ctx.now());
  const elapsed = (ctx.now() - session.startTime) / (session.endTime - session.startTime);
  const crowdProgress =
    status === 'upcoming'
      ? 0
      : status === 'ended'
        ? 100
        : Math.min(99, Math.floor(10 + ((h >>> 8) % 30) + elapsed * 60));
  return {
    session,
    ratio: 0.5 + ((h >>> 16) % 30) / 100,
    quantity: 50 + (h % 250),
    limitPerUser: 1 + (hashInts(h, 7) % 3),
    crowdProgress,
  };
}

/** The flash price of a normal price under these terms (never above the normal price). */
export const flashPriceOf = (terms: FlashTerms, normalPrice: number): number =>
  Math.min(normalPrice, shopPrice(normalPrice * terms.ratio));

/**
 * The sum over a session's standing orders, read through orders_holding_flash: that partial index
 * holds only orders whose status still holds units, so the rows read do not grow with the orders
 * cancelled in the session. The status test must stay written exactly as in the index's WHERE, or
 * SQLite cannot tell that the index covers the query and falls back to reading every order.
 */
export const flashSoldSql = (byUser: boolean) =>
  `SELECT coalesce(sum(json_extract(line.value, '$.quantity')), 0) AS n
     FROM orders, json_each(orders.items) AS line
    WHERE orders.flash_session_id = ?
      AND orders.status NOT IN ('cancelled', 'closed')
      AND json_extract(line.value, '$.flashSessionId') = ?
      AND json_extract(line.value, '$.goodsId') = ?
      ${byUser ? 'AND orders.uid = ?' : ''}`;

/**
 * Units of the goods bought in the session through orders that still stand (a cancelled or
 * closed order gives its units back); only the user's when `uid` is given.
 */
export function flashSold(ctx: FlashCtx, sessionId: number, goodsId: number, uid?: number): number {
  const args = [sessionId, sessionId, goodsId, ...(uid === undefined ? [] : [uid])];
  // Every flash buy runs this twice: the store's statement cache spares preparing it each time.
  const row = ctx.store.statement(flashSoldSql(uid !== undefined)).get(...args) as { n: number };
  return Number(row.n);
}

/** Units the session still has of the goods. */
export function flashRemaining(ctx: FlashCtx, terms: FlashTerms, goodsId: number): number {
  const crowd = Math.floor((terms.quantity * terms.crowdProgress) / 100);
  return Math.max(0, terms.quantity - crowd - flashSold(ctx, terms.session.sessionId, goodsId));
}

/** The running session that lists the goods, or null. */
export function runningFlashSession(ctx: FlashCtx, goodsId: number): FlashSession | null {
  const now = ctx.now();
  return (
    flashSessionsOfDay(ctx.seed.flashPool, now).find(
      (s) => flashStatus(s, now) === 'ongoing' && s.goodsIds.includes(goodsId),
    ) ?? null
  );
}

/** The next session (not yet started) that lists the goods within a week, or null. */
export function nextFlashSession(ctx: FlashCtx, goodsId: number): FlashSession | null {
  const now = ctx.now();
  for (let day = 0; day <= NEXT_SESSION_DAYS; day++) {
    const found = flashSessionsOfDay(ctx.seed.flashPool, now + day * DAY_MS).find(
      (s) => s.startTime > now && s.goodsIds.includes(goodsId),
    );
    if (found) return found;
  }
  return null;
}

/** What one unit of the SKU costs now, and the session it is sold in (null: normal price). */
export interface UnitPrice {
  price: number;
  normalPrice: number;
  flash: FlashTerms | null;
}

export function unitPriceNow(ctx: FlashCtx, goods: SeedGoods, sku: SeedSku): UnitPrice {
  const session = runningFlashSession(ctx, goods.goodsId);
  if (!session) return { price: sku.price, normalPrice: sku.price, flash: null };
  const terms = flashTerms(ctx, goods.goodsId, session);
  return { price: flashPriceOf(terms, sku.price), normalPrice: sku.price, flash: terms };
}

/**
 * Refuses a flash buy of `quantity` units of the goods by the user past the session's per-user
 * limit (counting what they already bought in it) or past the session's stock.
 */
export function assertFlashBuy(
  ctx: FlashCtx,
  uid: number,
  goods: SeedGoods,
  terms: FlashTerms,
  quantity: number,
): void {
  const bought = flashSold(ctx, terms.session.sessionId, goods.goodsId, uid);
  if (bought + quantity > terms.limitPerUser)
    refuse(
      `${goods.name}为限时抢购商品，每人限购${terms.limitPerUser}件` +
        (bought > 0 ? `，您本场已抢购${bought}件` : ''),
    );
  const remaining = flashRemaining(ctx, terms, goods.goodsId);
  if (remaining <= 0) refuse(`${goods.name}本场抢购已抢光`);
  if (remaining < quantity) refuse(`${goods.name}本场抢购仅剩${remaining}件`);
}
