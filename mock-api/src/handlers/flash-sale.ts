// Flash-sale reads: today's time axis, the sessions' goods with flash price and progress, topics.
// Reminders (addMyRemind/deleteMyRemind) live in store/catalogue/reminders.ts; the `reminded` flag is read from `reminders`.
import { BusinessError, type AreaHandlers } from '../platform/handler-types.js';
import { goodsCard, pageMap, type ViewCtx } from '../store/catalogue/views.js';
import { findFlashSession, flashSessionsOfDay, flashStatus } from '../store/seed/flash-sale.js';
import { hashInts } from '../store/seed/random.js';
import type { FlashSession, SeedGoods } from '../store/seed/types.js';
import { reminderTable } from '../store/catalogue/reminders.js';
import type { NamesOf } from './area-names.js';

const shopPrice = (fen: number) => Math.max(90, Math.round(fen / 100) * 100 - 10);

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
  return (
    today.find((s) => flashStatus(s, now) === 'ongoing') ??
    today.find((s) => s.startTime > now) ??
    today[today.length - 1]!
  );
}

function sessionOrRefuse(ctx: ViewCtx, sessionId: number | undefined): FlashSession {
  if (sessionId === undefined) return currentSession(ctx);
  const session = findFlashSession(ctx.seed.flashPool, sessionId);
  if (!session) throw new BusinessError('抢购场次不存在');
  return session;
}

/**
 * A goods as sold in a session. The flash price and quantity are fixed per (seed, session, goods);
 * progress follows the clock: 0 before the start, rising while it runs, 100 once it ended.
 */
export function flashGoods(ctx: ViewCtx, g: SeedGoods, session: FlashSession) {
  const now = ctx.now();
  const h = hashInts(ctx.seed.seedNumber, session.sessionId, g.goodsId);
  const quantity = 50 + (h % 250);
  const status = flashStatus(session, now);
  const elapsed = (now - session.startTime) / (session.endTime - session.startTime);
  const progress =
    status === 'upcoming'
      ? 0
      : status === 'ended'
        ? 100
        : Math.min(99, Math.floor(10 + ((h >>> 8) % 30) + elapsed * 60));
  const uid = ctx.session?.userId ?? 0;
  const reminded =
    uid > 0 &&
    reminderTable(ctx).first({ uid, goodsId: g.goodsId, sessionId: session.sessionId }) !== undefined;
  return {
    ...goodsCard(ctx, g),
    sessionId: session.sessionId,
    flashPrice: Math.min(g.price, shopPrice(g.price * (0.5 + ((h >>> 16) % 30) / 100))),
    flashStock: Math.round((quantity * (100 - progress)) / 100),
    progress,
    reminded,
  };
}

const goodsOfSession = (ctx: ViewCtx, session: FlashSession) =>
  session.goodsIds.map((id) => ctx.seed.goods.get(id)).filter((g): g is SeedGoods => g !== undefined);

function topicOrRefuse(ctx: ViewCtx, topicId: number) {
  const topic = ctx.seed.flashTopics.get(topicId);
  if (!topic) throw new BusinessError('专题不存在或已结束');
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

export const flashSaleHandlers: AreaHandlers<ReadNames> = {
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
