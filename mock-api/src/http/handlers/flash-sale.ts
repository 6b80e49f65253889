// Flash-sale reads: today's time axis, the sessions' goods with flash price and progress, topics.
// Reminders (addMyRemind/deleteMyRemind) live in domain/catalogue/reminders.ts; the `reminded` flag is read from `reminders`.
import { landingSession } from '@storefront/contracts';
import { Refusal } from '../../domain/refusal.js';
import { uidOf, type AreaHandlers } from '../api/handler-types.js';
import { goodsCard, pageMap } from '../../domain/catalogue/views.js';
import type { ViewCtx } from '../../domain/context.js';
import { findFlashSession, flashSessionsOfDay, flashStatus } from '../../seed/flash-sale.js';
import { flashPriceOf, flashRemaining, flashTerms } from '../../domain/catalogue/flash-price.js';
import type { FlashSession, SeedGoods } from '../../seed/types.js';
import { addReminder, reminderTable, removeReminder } from '../../domain/catalogue/reminders.js';
import { withUpkeep } from './with-upkeep.js';
import { currentStock } from '../../domain/catalogue/stock.js';
import type { NamesOf } from './area-names.js';

export const sessionView = (s: FlashSession, now: number) => ({
  sessionId: s.sessionId,
  title: s.title,
  startTime: s.startTime,
  endTime: s.endTime,
  status: flashStatus(s, now),
});

/** The session a visitor lands on: the one running now, else the next one today, else today's last. */
export function currentSession(ctx: ViewCtx): FlashSession {
  const now = ctx.now();
  const today = flashSessionsOfDay(ctx.seed.flashPool, now);
  return landingSession(today, (s) => flashStatus(s, now))!;
}

function sessionOrRefuse(ctx: ViewCtx, sessionId: number | undefined): FlashSession {
  if (sessionId === undefined) return currentSession(ctx);
  const session = findFlashSession(ctx.seed.flashPool, sessionId);
  if (!session) throw new Refusal('抢购场次不存在');
  return session;
}

/**
 * A goods as sold in a session: flash price, stock and limit from the one pricing rule
 * (domain/catalogue/flash-price.ts); progress counts the crowd's sales and this store's orders.
 */
export function flashGoods(ctx: ViewCtx, g: SeedGoods, session: FlashSession) {
  const terms = flashTerms(ctx, g.goodsId, session);
  const remaining = flashRemaining(ctx, terms, g.goodsId);
  const status = flashStatus(session, ctx.now());
  const progress =
    status === 'upcoming' ? 0 : Math.round(((terms.quantity - remaining) * 100) / terms.quantity);
  const uid = ctx.session?.userId ?? 0;
  const reminded =
    uid > 0 &&
    reminderTable(ctx).first({ uid, goodsId: g.goodsId, sessionId: session.sessionId }) !== undefined;
  // Never more than the goods has left: a goods sold out (e.g. by a scenario) shows 已抢光.
  const inStock = g.skus.reduce((sum, sku) => sum + currentStock(ctx, sku.skuId), 0);
  return {
    ...goodsCard(ctx, g),
    sessionId: session.sessionId,
    flashPrice: flashPriceOf(terms, g.price),
    flashStock: Math.min(inStock, remaining),
    progress,
    reminded,
  };
}

const goodsOfSession = (ctx: ViewCtx, session: FlashSession) =>
  session.goodsIds.map((id) => ctx.seed.goods.get(id)).filter((g): g is SeedGoods => g !== undefined);

function topicOrRefuse(ctx: ViewCtx, topicId: number) {
  const topic = ctx.seed.flashTopics.get(topicId);
  if (!topic) throw new Refusal('专题不存在或已结束');
  return topic;
}
const topicView = (t: {
  topicId: number;
  title: string;
  bannerUrl: string;
  startTime: number;
  endTime: number;
}) => ({
  topicId: t.topicId,
  title: t.title,
  bannerUrl: t.bannerUrl,
  startTime: t.startTime,
  endTime: t.endTime,
});

type ReadNames = Exclude<NamesOf<'flashSale'>, 'addMyRemind' | 'deleteMyRemind'>;

const reads: AreaHandlers<ReadNames> = {
  getFlashSale: (_input, ctx) => {
    const now = ctx.now();
    const session = currentSession(ctx);
    return {
      session: sessionView(session, now),
      goods: goodsOfSession(ctx, session).map((g) => flashGoods(ctx, g, session)),
      serverTime: now,
    };
  },
  getTimeAxisV2: (_input, ctx) => {
    const now = ctx.now();
    return {
      sessions: flashSessionsOfDay(ctx.seed.flashPool, now).map((s) => sessionView(s, now)),
      serverTime: now,
    };
  },
  getWebFlashSaleTopicAndTopicProduct: (_input, ctx) => {
    const now = ctx.now();
    const session = currentSession(ctx);
    return [...ctx.seed.flashTopics.values()]
      .filter((t) => t.endTime > now)
      .map((t) => ({
        ...topicView(t),
        goods: t.goodsIds.map((id) => ctx.seed.goods.get(id)!).map((g) => flashGoods(ctx, g, session)),
      }));
  },
  getNewFlashSaleGoods: ({ pageNum, pageSize, sessionId }, ctx) => {
    const session = sessionOrRefuse(ctx, sessionId);
    return {
      ...pageMap(goodsOfSession(ctx, session), pageNum, pageSize, (g) => flashGoods(ctx, g, session)),
      session: sessionView(session, ctx.now()),
    };
  },
  getFlashSaleGoods: ({ pageNum, pageSize, sessionId }, ctx) => {
    const session = sessionOrRefuse(ctx, sessionId);
    return pageMap(goodsOfSession(ctx, session), pageNum, pageSize, (g) => flashGoods(ctx, g, session));
  },
  getFlashSaleTopic: ({ topicId }, ctx) => topicView(topicOrRefuse(ctx, topicId)),
  getFlashSaleTopicGoods: ({ pageNum, pageSize, topicId }, ctx) => {
    const topic = topicOrRefuse(ctx, topicId);
    const session = currentSession(ctx);
    return pageMap(
      topic.goodsIds.map((id) => ctx.seed.goods.get(id)!),
      pageNum,
      pageSize,
      (g) => flashGoods(ctx, g, session),
    );
  },
};

/** A reminder for a coming session (the `reminded` flag of the reads comes from these). */
const reminders: AreaHandlers<'addMyRemind' | 'deleteMyRemind'> = withUpkeep({
  addMyRemind: ({ goodsId, sessionId }, ctx) => {
    addReminder(ctx, uidOf(ctx), goodsId, findFlashSession(ctx.seed.flashPool, sessionId) ?? undefined);
    return { reminded: true as const };
  },

  deleteMyRemind: ({ goodsId, sessionId }, ctx) => {
    removeReminder(ctx, uidOf(ctx), goodsId, sessionId);
    return { reminded: false as const };
  },
});

export const flashSaleHandlers: AreaHandlers<NamesOf<'flashSale'>> = { ...reads, ...reminders };
