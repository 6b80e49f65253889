// Goods area: lists (hot, greate, new release, super, self, new user, weekly, points, group buy),
// categories, goods detail, evaluations and recommendations.
import { inEvaluationLevel, type EvaluationLevel } from '@storefront/contracts';
import { Refusal } from '../../domain/refusal.js';
import type { AreaHandlers } from '../api/handler-types.js';
import {
  documentCard,
  documentDetail,
  documentsOf,
  goodsCard,
  goodsDetail,
  listedGoods,
  page,
  pageMap,
  sortGoods,
} from '../../domain/catalogue/views.js';
import type { ViewCtx } from '../../domain/context.js';
import { hashInts, pickDistinct, rng } from '../../seed/random.js';
import type { SeedGoods } from '../../seed/types.js';
import { userBrief } from '../../domain/account/users-view.js';
import { EVALUATIONS } from '../../domain/order/evaluations.js';
import type { NamesOf } from './area-names.js';
import { categoryLeaf, categoryTree, childCategories, rootCategories } from './home.js';

export const GOODS_MISSING = '商品不存在或已下架';

export function goodsOrRefuse(ctx: ViewCtx, goodsId: number): SeedGoods {
  const g = ctx.seed.goods.get(goodsId);
  if (!g) throw new Refusal(GOODS_MISSING);
  return g;
}

const cards = (ctx: ViewCtx, list: SeedGoods[], pageNum: number, pageSize: number) =>
  pageMap(list, pageNum, pageSize, (g) => goodsCard(ctx, g));

/** Goods of a category: a first-level id covers all its children. */
function goodsOfCategory(ctx: ViewCtx, cid: number): SeedGoods[] {
  const category = ctx.seed.categories.get(cid);
  if (!category) throw new Refusal('分类不存在');
  const all = ctx.seed.goodsIds.map((id) => ctx.seed.goods.get(id)!);
  if (category.pid !== 0) return all.filter((g) => g.categoryId === cid);
  return all.filter((g) => g.rootCategoryId === cid && ctx.seed.categories.get(g.categoryId)?.type !== 4);
}

const integralCard = (ctx: ViewCtx, g: SeedGoods) => ({
  ...goodsCard(ctx, g),
  exchangeIntegral: g.points!.exchangeIntegral,
  exchangeCount: g.points!.exchangeCount,
});

function sortPointsGoods(list: SeedGoods[], orderType: number): SeedGoods[] {
  const sorted = [...list];
  const p = (g: SeedGoods) => g.points!;
  if (orderType === 1)
    return sorted.sort((a, b) => p(b).exchangeCount - p(a).exchangeCount || a.goodsId - b.goodsId);
  if (orderType === 2)
    return sorted.sort((a, b) => p(a).exchangeIntegral - p(b).exchangeIntegral || a.goodsId - b.goodsId);
  if (orderType === 3)
    return sorted.sort((a, b) => p(b).exchangeIntegral - p(a).exchangeIntegral || a.goodsId - b.goodsId);
  return sortGoods(sorted, orderType === 4 ? 4 : 0);
}

/** Seed evaluations plus those buyers wrote through the order flow (table `evaluations`). */
function evaluationsOf(ctx: ViewCtx, goodsId: number) {
  const written = ctx.store
    .table(EVALUATIONS)
    .where({ goodsId })
    .map((e) => ({
      evaluateId: e.id,
      user: e.anonymous ? { ...userBrief(ctx, e.uid), nickname: '匿名用户' } : userBrief(ctx, e.uid),
      score: e.score,
      content: e.content,
      pictures: e.pictures,
      specText: e.specText,
      createTime: e.createTime,
    }));
  const seeded = ctx.seed.evaluationsOf(goodsId).map((e) => ({
    evaluateId: e.evaluateId,
    user: userBrief(ctx, e.uid),
    score: e.score,
    content: e.content,
    pictures: e.pictures,
    specText: e.specText,
    createTime: e.createTime,
  }));
  return [...written, ...seeded].sort((a, b) => b.createTime - a.createTime || b.evaluateId - a.evaluateId);
}

export const goodsHandlers: AreaHandlers<NamesOf<'goods'>> = {
  getHotGoods: ({ pageNum, pageSize }, ctx) =>
    cards(
      ctx,
      sortGoods(
        listedGoods(ctx).filter((g) => g.hot),
        1,
      ),
      pageNum,
      pageSize,
    ),
  getGreateGoodList: ({ pageNum, pageSize }, ctx) => ({
    ...cards(
      ctx,
      listedGoods(ctx).filter((g) => g.greateZoneId > 0),
      pageNum,
      pageSize,
    ),
    zones: ctx.seed.greateZones,
  }),
  getZoneProductList: ({ pageNum, pageSize, zoneId }, ctx) => {
    const zone = ctx.seed.greateZones.find((z) => z.zoneId === zoneId);
    if (!zone) throw new Refusal('专区不存在');
    return {
      ...cards(
        ctx,
        listedGoods(ctx).filter((g) => g.greateZoneId === zoneId),
        pageNum,
        pageSize,
      ),
      zone,
    };
  },
  getNewReleaseGoods: ({ pageNum, pageSize }, ctx) =>
    cards(
      ctx,
      sortGoods(
        listedGoods(ctx).filter((g) => g.newRelease),
        4,
      ),
      pageNum,
      pageSize,
    ),
  getSuperGoodList: ({ pageNum, pageSize }, ctx) =>
    cards(
      ctx,
      listedGoods(ctx).filter((g) => g.superValue),
      pageNum,
      pageSize,
    ),
  getSuperGoodDetails: ({ goodsId }, ctx) => {
    const g = goodsOrRefuse(ctx, goodsId);
    const related = sortGoods(
      listedGoods(ctx).filter((x) => x.categoryId === g.categoryId && x.goodsId !== g.goodsId),
      1,
    ).slice(0, 6);
    return {
      goods: goodsDetail(ctx, g),
      reasons: g.superReasons,
      related: related.map((x) => goodsCard(ctx, x)),
    };
  },
  getLifeDocumentList: ({ pageNum, pageSize }, ctx) =>
    pageMap(documentsOf(ctx, ['life']), pageNum, pageSize, (d) => documentCard(ctx, d)),
  getLifeDocumentDetails: ({ documentId }, ctx) => {
    const d = ctx.seed.documents.get(documentId);
    if (!d || d.kind !== 'life') throw new Refusal('文章不存在或已删除');
    return documentDetail(ctx, d);
  },
  getCategory: (_input, ctx) => categoryTree(ctx),
  getCategoryLevelOneList: (_input, ctx) => rootCategories(ctx).map(categoryLeaf),
  getCategoryByParent: ({ pid }, ctx) =>
    (pid === 0 ? rootCategories(ctx) : childCategories(ctx, pid)).map(categoryLeaf),
  getCategoryOrderType: () => [
    { orderType: 0, name: '综合' },
    { orderType: 1, name: '销量' },
    { orderType: 2, name: '价格从低到高' },
    { orderType: 3, name: '价格从高到低' },
    { orderType: 4, name: '新品' },
  ],
  getCategoryGoodsNew: ({ pageNum, pageSize, cid, orderType }, ctx) => {
    const list = sortGoods(goodsOfCategory(ctx, cid), orderType);
    return { ...cards(ctx, list, pageNum, pageSize), category: categoryLeaf(ctx.seed.categories.get(cid)!) };
  },
  getCategoryProduct: ({ pageNum, pageSize, cid, orderType, minPrice, maxPrice, shopType }, ctx) => {
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
      throw new Refusal('最低价不能高于最高价');
    const base = cid === undefined ? listedGoods(ctx) : goodsOfCategory(ctx, cid);
    const list = base.filter(
      (g) =>
        (minPrice === undefined || g.price >= minPrice) &&
        (maxPrice === undefined || g.price <= maxPrice) &&
        (shopType === undefined || g.shopType === shopType),
    );
    return cards(ctx, sortGoods(list, orderType), pageNum, pageSize);
  },
  getGoods: ({ goodsId }, ctx) => goodsDetail(ctx, goodsOrRefuse(ctx, goodsId)),
  getSelfProduct: ({ pageNum, pageSize }, ctx) =>
    cards(
      ctx,
      listedGoods(ctx).filter((g) => g.shopType === 'self'),
      pageNum,
      pageSize,
    ),
  getEvaluate: ({ pageNum, pageSize, goodsId, level }, ctx) => {
    goodsOrRefuse(ctx, goodsId);
    const all = evaluationsOf(ctx, goodsId);
    const count = (level: EvaluationLevel) => all.filter((e) => inEvaluationLevel(level, e)).length;
    const counts = {
      all: all.length,
      good: count('good'),
      medium: count('medium'),
      bad: count('bad'),
      picture: count('picture'),
    };
    const goodRate = all.length === 0 ? 100 : Math.round((counts.good / all.length) * 1000) / 10;
    return {
      ...page(
        all.filter((e) => inEvaluationLevel(level, e)),
        pageNum,
        pageSize,
      ),
      goodRate,
      counts,
    };
  },
  getProductDetailDocumentList: ({ goodsId }, ctx) => {
    goodsOrRefuse(ctx, goodsId);
    const articles = documentsOf(ctx, ['article', 'life', 'study']);
    const mentioning = articles.filter((d) => d.goodsIds.includes(goodsId));
    // Fill up to four with a stable pick so every product page has some reading.
    const others = pickDistinct(
      articles.filter((d) => !mentioning.includes(d)),
      Math.max(0, 4 - mentioning.length),
      rng(hashInts(ctx.seed.seedNumber, goodsId)),
    );
    return [...mentioning, ...others].slice(0, 4).map((d) => documentCard(ctx, d));
  },
  getProductDetailRecommend: ({ goodsId }, ctx) => {
    const g = goodsOrRefuse(ctx, goodsId);
    const listed = listedGoods(ctx).filter((x) => x.goodsId !== goodsId);
    const same = sortGoods(
      listed.filter((x) => x.categoryId === g.categoryId),
      1,
    );
    const near = sortGoods(
      listed.filter((x) => x.rootCategoryId === g.rootCategoryId && x.categoryId !== g.categoryId),
      1,
    );
    return [...same, ...near].slice(0, 8).map((x) => goodsCard(ctx, x));
  },
  getDiscountActivityGoods: ({ pageNum, pageSize, activityId }, ctx) => {
    const activity = ctx.seed.activities.get(activityId ?? 1);
    if (!activity) throw new Refusal('活动不存在或已结束');
    const list = activity.goodsIds.map((id) => ctx.seed.goods.get(id)!);
    const { goodsIds: _ids, ...info } = activity;
    return { ...cards(ctx, list, pageNum, pageSize), activity: info };
  },
  getNewUserGoods: ({ pageNum, pageSize }, ctx) =>
    cards(
      ctx,
      listedGoods(ctx).filter((g) => g.newUser),
      pageNum,
      pageSize,
    ),
  getWeeklyPreferredGoods: ({ pageNum, pageSize, zoneId }, ctx) => {
    if (zoneId !== undefined && !ctx.seed.weeklyZones.some((z) => z.zoneId === zoneId))
      throw new Refusal('专区不存在');
    const list = listedGoods(ctx).filter((g) =>
      zoneId === undefined ? g.weeklyZoneId > 0 : g.weeklyZoneId === zoneId,
    );
    return cards(ctx, list, pageNum, pageSize);
  },
  getWeeklyPreferredZone: (_input, ctx) => ctx.seed.weeklyZones,
  getIntegralGoodsList: ({ pageNum, pageSize }, ctx) =>
    pageMap(
      listedGoods(ctx).filter((g) => g.points),
      pageNum,
      pageSize,
      (g) => integralCard(ctx, g),
    ),
  getIntegralGoodsListV2: ({ pageNum, pageSize, minIntegral, maxIntegral, categoryId, orderType }, ctx) => {
    if (minIntegral !== undefined && maxIntegral !== undefined && minIntegral > maxIntegral)
      throw new Refusal('最低积分不能高于最高积分');
    const base = categoryId === undefined ? listedGoods(ctx) : goodsOfCategory(ctx, categoryId);
    const list = base.filter(
      (g) =>
        g.points !== null &&
        (minIntegral === undefined || g.points.exchangeIntegral >= minIntegral) &&
        (maxIntegral === undefined || g.points.exchangeIntegral <= maxIntegral),
    );
    return pageMap(sortPointsGoods(list, orderType), pageNum, pageSize, (g) => integralCard(ctx, g));
  },
  getDomoGpIndexInfo: ({ pageNum, pageSize }, ctx) => {
    const list = listedGoods(ctx).filter((g) => g.groupBuy && g.groupBuy.endTime > ctx.now());
    return {
      ...pageMap(list, pageNum, pageSize, (g) => ({ ...goodsCard(ctx, g), ...g.groupBuy! })),
      banners: ctx.seed.gpBanners,
    };
  },
};
