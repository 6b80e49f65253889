// The welfare area: current and overdue topics and their goods, and the daily sign-in
// (its rules in domain/account/sign-in.ts).
import { Refusal } from '../../domain/refusal.js';
import { uidOf, type AreaHandlers } from '../api/handler-types.js';
import { signIn as signInToday, signPage } from '../../domain/account/sign-in.js';
import { withUpkeep } from './with-upkeep.js';
import { goodsCard, page, pageMap } from '../../domain/catalogue/views.js';
import type { ViewCtx } from '../../domain/context.js';
import type { SeedWelfareTopic } from '../../seed/types.js';
import type { NamesOf } from './area-names.js';

const topicView = (t: SeedWelfareTopic, now: number) => ({
  topicId: t.topicId,
  title: t.title,
  description: t.description,
  picUrl: t.picUrl,
  startTime: t.startTime,
  endTime: t.endTime,
  goodsCount: t.goodsIds.length,
  overdue: t.endTime <= now,
});

const topics = (ctx: ViewCtx) => [...ctx.seed.welfareTopics.values()];
/** Running or announced topics, newest first. */
const currentTopics = (ctx: ViewCtx) =>
  topics(ctx)
    .filter((t) => t.endTime > ctx.now())
    .sort((a, b) => b.startTime - a.startTime || a.topicId - b.topicId);

type ReadNames = Exclude<NamesOf<'welfare'>, 'selectSignPageDetail' | 'addOrUpdateSign'>;

const reads: AreaHandlers<ReadNames> = {
  getOverdueTopics: ({ pageNum, pageSize }, ctx) => {
    const now = ctx.now();
    const overdue = topics(ctx)
      .filter((t) => t.endTime <= now)
      .sort((a, b) => b.endTime - a.endTime || a.topicId - b.topicId);
    return page(
      overdue.map((t) => topicView(t, now)),
      pageNum,
      pageSize,
    );
  },
  getNewTopic: (_input, ctx) => {
    const latest = currentTopics(ctx).find((t) => t.startTime <= ctx.now()) ?? currentTopics(ctx)[0];
    return latest ? topicView(latest, ctx.now()) : null;
  },
  getTopics: ({ pageNum, pageSize }, ctx) =>
    page(
      currentTopics(ctx).map((t) => topicView(t, ctx.now())),
      pageNum,
      pageSize,
    ),
  getTopicGoodsPush: ({ pageNum, pageSize, topicId }, ctx) => {
    const topic = ctx.seed.welfareTopics.get(topicId);
    if (!topic) throw new Refusal('福利专题不存在');
    const list = topic.goodsIds.map((id) => ctx.seed.goods.get(id)!);
    return {
      ...pageMap(list, pageNum, pageSize, (g) => goodsCard(ctx, g)),
      topic: topicView(topic, ctx.now()),
    };
  },
};

const signIn: AreaHandlers<'selectSignPageDetail' | 'addOrUpdateSign'> = withUpkeep({
  selectSignPageDetail: (_input, ctx) => signPage(ctx, uidOf(ctx)),

  addOrUpdateSign: (_input, ctx) => {
    const { gained } = signInToday(ctx, uidOf(ctx));
    return { ...signPage(ctx, uidOf(ctx)), gained };
  },
});

export const welfareHandlers: AreaHandlers<NamesOf<'welfare'>> = { ...reads, ...signIn };
