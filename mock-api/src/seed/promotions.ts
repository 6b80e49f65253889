// What the shop promotes: coupons, the zones, the flash-sale pool and topics, welfare topics,
// discount activities and the ads of every position. Drawn after the goods, from the goods.
import { mediaUrl } from '../shared/media-urls.js';
import type { Draw } from './draw.js';
import type { GoodsCatalogue } from './goods.js';
import { DAY_MS } from './time.js';
import type {
  Seed,
  SeedActivity,
  SeedAd,
  SeedCoupon,
  SeedFlashTopic,
  SeedGoods,
  SeedWelfareTopic,
  SeedZone,
} from './types.js';
import * as W from './words.js';

export type Promotions = Pick<
  Seed,
  | 'coupons'
  | 'flashTopics'
  | 'welfareTopics'
  | 'activities'
  | 'greateZones'
  | 'weeklyZones'
  | 'gpBanners'
  | 'ads'
> & { flashPoolIds: number[] };

/** The goods a promotion may show: the visible ones, and those the shop sells itself. */
interface Shelf {
  goods: Map<number, SeedGoods>;
  visibleGoodsIds: number[];
  selfGoodsIds: number[];
}

export function drawPromotions(draw: Draw, catalogue: GoodsCatalogue, shelf: Shelf): Promotions {
  const coupons = couponsOf(draw, catalogue);
  const flashPoolIds = draw.f.helpers.arrayElements(shelf.selfGoodsIds, 40);
  return {
    coupons,
    flashPoolIds,
    flashTopics: drawFlashTopics(draw, shelf),
    welfareTopics: drawWelfareTopics(draw, shelf),
    activities: activitiesOf(draw, shelf),
    greateZones: zonesOf('greate', W.GREATE_ZONES),
    weeklyZones: zonesOf('weekly', W.WEEKLY_ZONES),
    gpBanners: W.GROUP_BANNERS.map((title, i) => ({ title, picUrl: mediaUrl.groupBanner(i + 1) })),
    ads: drawAds(draw, shelf),
  };
}

/** The shop-wide coupons of the plan, and a 满99减15 for three root categories. */
function couponsOf({ day }: Draw, catalogue: GoodsCatalogue): Map<number, SeedCoupon> {
  const coupons = new Map<number, SeedCoupon>();
  const couponBase = { startTime: day - 7 * DAY_MS, endTime: day + 30 * DAY_MS, total: 1000 };
  W.COUPON_PLAN.forEach((c, i) => {
    coupons.set(i + 1, { couponId: i + 1, ...c, scopeText: '全场通用', categoryId: 0, ...couponBase });
  });
  [1, 2, 5].forEach((rootId, i) => {
    const couponId = W.COUPON_PLAN.length + i + 1;
    const rootName = catalogue.categories.get(rootId)!.name;
    coupons.set(couponId, {
      couponId,
      name: `${rootName}满99减15`,
      kind: 'reduce',
      amount: 1500,
      discount: 0,
      threshold: 9900,
      scopeText: `仅限${rootName}分类`,
      categoryId: rootId,
      ...couponBase,
    });
  });
  return coupons;
}

const zonesOf = (kind: 'greate' | 'weekly', list: Array<{ title: string; subTitle: string }>): SeedZone[] =>
  list.map((z, i) => ({
    zoneId: i + 1,
    title: z.title,
    subTitle: z.subTitle,
    picUrl: mediaUrl.zone(kind, i + 1),
  }));

const goodsOfLeaves = (shelf: Shelf, leaves: string[], from: number[]) =>
  leaves.length === 0 ? from : from.filter((id) => leaves.includes(shelf.goods.get(id)!.categoryName));

function drawFlashTopics({ f, day }: Draw, shelf: Shelf): Map<number, SeedFlashTopic> {
  const { goods, selfGoodsIds } = shelf;
  // 品牌闪购日 sells one brand: the brand with the most goods of our own.
  const brandCounts = new Map<string, number>();
  for (const id of selfGoodsIds)
    brandCounts.set(goods.get(id)!.brand, (brandCounts.get(goods.get(id)!.brand) ?? 0) + 1);
  const topBrand = [...brandCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  const flashTopics = new Map<number, SeedFlashTopic>();
  W.FLASH_TOPICS.forEach((topic, i) => {
    const topicId = i + 1;
    const pool =
      topic.leaves.length === 0
        ? selfGoodsIds.filter((id) => goods.get(id)!.brand === topBrand)
        : goodsOfLeaves(shelf, topic.leaves, selfGoodsIds);
    flashTopics.set(topicId, {
      topicId,
      title: topic.title,
      bannerUrl: mediaUrl.flashTopic(topicId),
      startTime: day - i * DAY_MS,
      endTime: day + (3 + i) * DAY_MS,
      goodsIds: f.helpers.arrayElements(pool, Math.min(6, pool.length)),
    });
  });
  return flashTopics;
}

/** Four current welfare topics and the overdue ones before them. */
function drawWelfareTopics({ f, day }: Draw, shelf: Shelf): Map<number, SeedWelfareTopic> {
  const welfareTopics = new Map<number, SeedWelfareTopic>();
  W.WELFARE_TOPICS.forEach((t, i) => {
    const topicId = i + 1;
    const current = i < 4;
    const startTime = current ? day - (i + 1) * DAY_MS : day - (i * 10 + 20) * DAY_MS;
    const endTime = current ? day + (i + 3) * DAY_MS : startTime + 7 * DAY_MS;
    const pool =
      t.title === '新品尝鲜季'
        ? shelf.visibleGoodsIds.filter((id) => shelf.goods.get(id)!.newRelease)
        : goodsOfLeaves(shelf, t.leaves, shelf.visibleGoodsIds);
    welfareTopics.set(topicId, {
      topicId,
      title: t.title,
      description: t.description,
      picUrl: mediaUrl.welfare(topicId),
      startTime,
      endTime,
      goodsIds: f.helpers.arrayElements(pool, {
        min: Math.min(6, pool.length),
        max: Math.min(14, pool.length),
      }),
    });
  });
  return welfareTopics;
}

/** The discount activities, each with the goods drawn into it (goods.ts). */
function activitiesOf({ day }: Draw, shelf: Shelf): Map<number, SeedActivity> {
  const activities = new Map<number, SeedActivity>();
  W.ACTIVITIES.forEach(({ title }, i) => {
    const activityId = i + 1;
    activities.set(activityId, {
      activityId,
      title,
      bannerUrl: mediaUrl.activity(activityId),
      endTime: day + (7 + i * 5) * DAY_MS,
      goodsIds: shelf.visibleGoodsIds.filter((id) => shelf.goods.get(id)!.activityId === activityId),
    });
  });
  return activities;
}

const AD_LINKS = [
  '/limitedTime',
  '/new_exclusive',
  '/integralGoods',
  '/weekly_optimization',
  '/hot_products',
  '/welfareService',
  '/group',
  '/find',
];

/** The ads of every position; some link a goods, the home side ones their fixed pages. */
function drawAds({ f }: Draw, shelf: Shelf): SeedAd[] {
  const ads: SeedAd[] = [];
  (Object.entries(W.AD_PLAN) as Array<[SeedAd['position'], readonly string[]]>).forEach(
    ([position, titles]) => {
      titles.forEach((title, i) => {
        const adId = ads.length + 1;
        const randomLink = f.datatype.boolean({ probability: 0.4 })
          ? `/Goods?id=${f.helpers.arrayElement(shelf.selfGoodsIds)}`
          : f.helpers.arrayElement(AD_LINKS);
        const link = position === 'homeSide' ? (W.HOME_SIDE_LINKS[i] ?? randomLink) : randomLink;
        ads.push({ adId, title, picUrl: mediaUrl.banner(adId), linkUrl: link, position });
      });
    },
  );
  return ads;
}
