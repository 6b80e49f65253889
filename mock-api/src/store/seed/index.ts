// createSeed: the deterministic, read-only catalogue of the shop. One Faker instance with the zh_CN
// locale, seeded with MOCK_SEED, draws everything in a fixed order, so the same seed always yields
// the same ids, names and prices. Times are laid out relative to the CST day of `now`.
import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { mediaUrl } from '../../media/urls.js';
import { buildAgreements } from './agreements.js';
import { flashSessionsAround } from './flash-sale.js';
import { buildRegions } from './regions.js';
import { DAY_MS, HOUR_MS, cstDayStart } from './time.js';
import type {
  DocumentKind,
  Seed,
  SeedActivity,
  SeedAd,
  SeedCategory,
  SeedComment,
  SeedCoupon,
  SeedDocument,
  SeedEvaluation,
  SeedFlashTopic,
  SeedGoods,
  SeedSku,
  SeedTopic,
  SeedUser,
  SeedWelfareTopic,
  SeedZone,
} from './types.js';
import * as W from './words.js';

export type * from './types.js';

/** Price band (fen) of each first-level category, in CATEGORY_PLAN order. */
const PRICE_BANDS: Array<[number, number]> = [
  [990, 12900],
  [2900, 39900],
  [990, 19900],
  [4900, 59900],
  [3900, 199900],
  [2900, 29900],
  [1900, 89900],
  [9900, 129900],
  [1900, 59900],
  [990, 29900],
];
const GOODS_PER_LEAF = 7;
const SEED_USERS = 60;

/** Prices end in .90 like a real shop's. */
const shopPrice = (fen: number) => Math.max(90, Math.round(fen / 100) * 100 - 10);

export function createSeed(seedNumber: number, now: number): Seed {
  const f = new Faker({ locale: [zh_CN, en, base] });
  f.seed(seedNumber);
  const day = cstDayStart(now);

  // ---- users (community authors) ----
  const users = new Map<number, SeedUser>();
  for (let uid = 1; uid <= SEED_USERS; uid++) {
    const nickname = f.datatype.boolean({ probability: 0.7 })
      ? `${f.helpers.arrayElement(W.NICK_PREFIXES)}${f.helpers.arrayElement(W.NICK_SUFFIXES)}`
      : f.person.fullName();
    users.set(uid, {
      uid,
      nickname: [...users.values()].some((u) => u.nickname === nickname) ? `${nickname}${uid}` : nickname,
      avatarUrl: mediaUrl.avatar(uid),
      signature: f.helpers.arrayElement(W.SIGNATURES),
      gender: f.number.int({ min: 0, max: 2 }),
      fansCount: f.number.int({ min: 0, max: 20000 }),
      followCount: f.number.int({ min: 0, max: 500 }),
    });
  }

  // ---- categories and goods ----
  const categories = new Map<number, SeedCategory>();
  const goods = new Map<number, SeedGoods>();
  const skus = new Map<number, SeedSku>();
  let nextGoodsId = 1001;
  let nextSkuId = 100001;
  W.CATEGORY_PLAN.forEach((root, rootIndex) => {
    const rootId = rootIndex + 1;
    categories.set(rootId, {
      id: rootId,
      name: root.name,
      type: 1,
      picUrl: mediaUrl.category(rootId),
      pid: 0,
      sort: rootIndex,
    });
    const [low, high] = PRICE_BANDS[rootIndex]!;
    root.children.forEach((leaf, leafIndex) => {
      const leafId = rootId * 100 + leafIndex + 1;
      const type = leaf.hidden ? 4 : leafIndex % 3 === 2 ? 3 : 2;
      categories.set(leafId, {
        id: leafId,
        name: leaf.name,
        type,
        picUrl: mediaUrl.category(leafId),
        pid: rootId,
        sort: leafIndex,
      });
      const count = leaf.hidden ? 2 : GOODS_PER_LEAF;
      for (let i = 0; i < count; i++) {
        const goodsId = nextGoodsId++;
        const noun = leaf.products[i % leaf.products.length]!;
        const brand = f.helpers.arrayElement(W.BRANDS);
        const point = f.helpers.arrayElement(W.SELLING_POINTS);
        const name = `${f.helpers.arrayElement(W.NAME_PREFIXES)}${brand} ${noun} ${point}`;
        const basePrice = shopPrice(f.number.int({ min: low, max: high }));
        const markup = f.number.float({ min: 1.15, max: 1.8, fractionDigits: 2 });

        const specGroups = leaf.specs.map((plan) => {
          const n = f.number.int({ min: 2, max: Math.min(4, plan.values.length) });
          const start = f.number.int({ min: 0, max: plan.values.length - n });
          return { name: plan.name, values: plan.values.slice(start, start + n) };
        });
        const combos = specGroups.reduce<Array<Record<string, string>>>(
          (acc, group) => acc.flatMap((c) => group.values.map((v) => ({ ...c, [group.name]: v }))),
          [{}],
        );
        const goodsSkus: SeedSku[] = combos.map((specs) => {
          const skuId = nextSkuId++;
          // Later values of the first group (bigger size, better edition) cost a little more.
          const step = specGroups[0] ? specGroups[0].values.indexOf(specs[specGroups[0].name]!) : 0;
          const price = shopPrice(basePrice * (1 + step * 0.15));
          const soldOut = f.datatype.boolean({ probability: 0.08 });
          const sku: SeedSku = {
            skuId,
            goodsId,
            specs,
            specText: Object.values(specs).join(' / ') || '默认',
            price,
            originalPrice: shopPrice(price * markup),
            stock: soldOut ? 0 : f.number.int({ min: 3, max: 500 }),
            picUrl: mediaUrl.sku(skuId),
          };
          skus.set(skuId, sku);
          return sku;
        });
        const price = Math.min(...goodsSkus.map((s) => s.price));
        const taobao = f.datatype.boolean({ probability: 0.15 });
        const sales = Math.floor(f.number.float({ min: 0, max: 1 }) ** 3 * 30000);
        const isNew = f.datatype.boolean({ probability: 0.15 });
        const g: SeedGoods = {
          goodsId,
          name,
          subTitle: f.helpers.arrayElement(W.SUBTITLES),
          brand,
          picUrl: mediaUrl.goods(goodsId, 0),
          pictures: Array.from({ length: f.number.int({ min: 3, max: 5 }) }, (_, k) =>
            mediaUrl.goods(goodsId, k),
          ),
          detailImages: Array.from({ length: 3 }, (_, k) => mediaUrl.goodsDetail(goodsId, k + 1)),
          description: f.helpers
            .arrayElements(W.DESCRIPTION_TEMPLATES, { min: 3, max: 5 })
            .map((t) => t.replace('{name}', noun).replace('{brand}', brand)),
          price,
          originalPrice: Math.min(...goodsSkus.map((s) => s.originalPrice)),
          sales,
          tags: [
            ...(taobao ? ['淘宝好货'] : ['自营']),
            ...f.helpers.arrayElements(W.GOODS_TAGS, { min: 0, max: 2 }),
          ],
          integral: Math.floor(price / 1000) * 10,
          specGroups,
          skus: goodsSkus,
          services: f.helpers.arrayElements(W.SERVICES, { min: 2, max: 4 }),
          categoryId: leafId,
          categoryName: leaf.name,
          rootCategoryId: rootId,
          shopType: taobao ? 'taobao' : 'self',
          buyUrl: taobao
            ? `https://item.taobao.com/item.htm?id=${f.string.numeric({ length: 12, allowLeadingZeros: false })}`
            : null,
          createTime:
            day -
            (isNew ? f.number.int({ min: 0, max: 29 }) : f.number.int({ min: 30, max: 400 })) * DAY_MS -
            f.number.int({ min: 0, max: 23 }) * HOUR_MS,
          evaluateCount: 0,
          goodRate: 100,
          hot: sales > 8000 || f.datatype.boolean({ probability: 0.08 }),
          newUser: f.datatype.boolean({ probability: 0.1 }),
          newRelease: isNew,
          superValue: f.datatype.boolean({ probability: 0.12 }),
          superReasons: f.helpers.arrayElements(W.SUPER_REASONS, 3),
          greateZoneId: f.datatype.boolean({ probability: 0.25 })
            ? f.number.int({ min: 1, max: W.GREATE_ZONES.length })
            : 0,
          weeklyZoneId: f.datatype.boolean({ probability: 0.2 })
            ? f.number.int({ min: 1, max: W.WEEKLY_ZONES.length })
            : 0,
          activityId: f.datatype.boolean({ probability: 0.15 })
            ? f.number.int({ min: 1, max: W.ACTIVITIES.length })
            : 0,
          points: f.datatype.boolean({ probability: 0.15 })
            ? {
                exchangeIntegral: Math.max(10, Math.round(price / 10 / 10) * 10),
                exchangeCount: f.number.int({ min: 0, max: 3000 }),
              }
            : null,
          groupBuy: null,
        };
        if (taobao && f.datatype.boolean({ probability: 0.7 })) {
          g.groupBuy = {
            groupPrice: shopPrice(price * 0.8),
            groupSize: f.helpers.arrayElement([2, 3, 5]),
            joinedCount: f.number.int({ min: 0, max: 5000 }),
            platform: f.helpers.arrayElement(W.GROUP_PLATFORMS),
            buyUrl: g.buyUrl!,
            endTime: day + f.number.int({ min: 1, max: 10 }) * DAY_MS,
          };
        }
        goods.set(goodsId, g);
      }
    });
  });
  const goodsIds = [...goods.keys()];
  const visibleGoodsIds = goodsIds.filter((id) => categories.get(goods.get(id)!.categoryId)!.type !== 4);
  const selfGoodsIds = visibleGoodsIds.filter((id) => goods.get(id)!.shopType === 'self');

  // ---- evaluations (generated with the goods so their counts and rates agree) ----
  const evaluations = new Map<number, SeedEvaluation[]>();
  for (const g of goods.values()) {
    const count = Math.min(40, Math.floor(g.sales / 400) + f.number.int({ min: 0, max: 6 }));
    const list: SeedEvaluation[] = [];
    for (let i = 0; i < count; i++) {
      const roll = f.number.float({ min: 0, max: 1 });
      const level = roll < 0.82 ? 'good' : roll < 0.93 ? 'medium' : 'bad';
      const score =
        level === 'good'
          ? f.number.int({ min: 4, max: 5 })
          : level === 'medium'
            ? 3
            : f.number.int({ min: 1, max: 2 });
      const evaluateId = g.goodsId * 100 + i + 1;
      const withPictures = f.datatype.boolean({ probability: 0.3 });
      list.push({
        evaluateId,
        goodsId: g.goodsId,
        uid: f.number.int({ min: 1, max: SEED_USERS }),
        score,
        content: f.helpers.arrayElement(W.EVALUATIONS[level]),
        pictures: withPictures
          ? Array.from({ length: f.number.int({ min: 1, max: 3 }) }, (_, k) =>
              mediaUrl.evaluation(evaluateId, k),
            )
          : [],
        specText: f.helpers.arrayElement(g.skus).specText,
        createTime:
          Math.max(g.createTime, day - f.number.int({ min: 0, max: 90 }) * DAY_MS) +
          f.number.int({ min: 1, max: 20 }) * HOUR_MS,
      });
    }
    list.sort((a, b) => b.createTime - a.createTime || a.evaluateId - b.evaluateId);
    evaluations.set(g.goodsId, list);
    g.evaluateCount = list.length;
    g.goodRate =
      list.length === 0
        ? 100
        : Math.round((list.filter((e) => e.score >= 4).length / list.length) * 1000) / 10;
  }

  // ---- content: article categories, topics, documents, comments ----
  const articleCategories = W.ARTICLE_CATEGORIES.map((title, i) => ({ id: i + 1, title }));
  const topics = new Map<number, SeedTopic>();
  W.TOPICS.forEach((t, i) => {
    const topicId = i + 1;
    topics.set(topicId, {
      topicId,
      title: t.title,
      description: t.description,
      coverUrl: mediaUrl.topic(topicId),
      followCount: f.number.int({ min: 50, max: 30000 }),
      hot: f.number.int({ min: 100, max: 100000 }),
    });
  });
  const nouns = W.CATEGORY_PLAN.flatMap((r) =>
    r.children.filter((c) => !c.hidden).flatMap((c) => c.products),
  );
  const documents = new Map<number, SeedDocument>();
  const comments = new Map<number, SeedComment>();
  let nextDocumentId = 1;
  let nextCommentId = 1;
  const fill = (template: string, topicTitle = '') =>
    template
      .replace('{noun}', f.helpers.arrayElement(nouns))
      .replace('{season}', f.helpers.arrayElement(W.SEASONS))
      .replace('{count}', String(f.number.int({ min: 3, max: 12 })))
      .replace('{topic}', topicTitle);
  const addDocuments = (kind: DocumentKind, count: number, templates: string[]) => {
    for (let i = 0; i < count; i++) {
      const documentId = nextDocumentId++;
      const topicId = kind === 'post' ? f.number.int({ min: 1, max: topics.size }) : 0;
      const title = fill(f.helpers.arrayElement(templates), topics.get(topicId)?.title ?? '');
      const paragraphs = f.helpers.arrayElements(W.PARAGRAPHS, { min: 3, max: 6 });
      const pictureCount =
        kind === 'post' ? f.number.int({ min: 1, max: 6 }) : f.number.int({ min: 1, max: 3 });
      const createTime =
        day - f.number.int({ min: 0, max: 120 }) * DAY_MS + f.number.int({ min: 7, max: 22 }) * HOUR_MS;
      documents.set(documentId, {
        documentId,
        kind,
        title,
        summary: paragraphs[0]!.slice(0, 40),
        coverUrl: mediaUrl.document(documentId, 0),
        pictures: Array.from({ length: pictureCount }, (_, k) => mediaUrl.document(documentId, k)),
        authorUid: f.number.int({ min: 1, max: SEED_USERS }),
        categoryId:
          kind === 'article' || kind === 'study'
            ? f.number.int({ min: 1, max: articleCategories.length })
            : 0,
        topicId,
        createTime,
        viewCount: f.number.int({ min: 20, max: 50000 }),
        favorCount: f.number.int({ min: 0, max: 3000 }),
        paragraphs,
        goodsIds: f.helpers.arrayElements(visibleGoodsIds, { min: 0, max: 3 }),
      });
      const top = f.number.int({ min: 0, max: 6 });
      for (let c = 0; c < top; c++) {
        const commentId = nextCommentId++;
        const uid = f.number.int({ min: 1, max: SEED_USERS });
        const time = createTime + f.number.int({ min: 1, max: 72 }) * HOUR_MS;
        comments.set(commentId, {
          commentId,
          documentId,
          parentId: 0,
          uid,
          replyUid: 0,
          content: f.helpers.arrayElement(W.COMMENTS),
          createTime: time,
          favorCount: f.number.int({ min: 0, max: 200 }),
        });
        const replies = f.number.int({ min: 0, max: 2 });
        for (let r = 0; r < replies; r++) {
          const replyId = nextCommentId++;
          comments.set(replyId, {
            commentId: replyId,
            documentId,
            parentId: commentId,
            uid: f.number.int({ min: 1, max: SEED_USERS }),
            replyUid: uid,
            content: f.helpers.arrayElement(W.COMMENTS),
            createTime: time + (r + 1) * HOUR_MS,
            favorCount: f.number.int({ min: 0, max: 50 }),
          });
        }
      }
    }
  };
  addDocuments('article', 60, W.ARTICLE_TITLE_TEMPLATES);
  addDocuments('study', 20, W.STUDY_TITLE_TEMPLATES);
  addDocuments('life', 24, W.LIFE_TITLE_TEMPLATES);
  addDocuments('post', 120, W.POST_TITLE_TEMPLATES);

  // ---- coupons ----
  const coupons = new Map<number, SeedCoupon>();
  const couponBase = { startTime: day - 7 * DAY_MS, endTime: day + 30 * DAY_MS, total: 1000 };
  W.COUPON_PLAN.forEach((c, i) => {
    coupons.set(i + 1, { couponId: i + 1, ...c, scopeText: '全场通用', categoryId: 0, ...couponBase });
  });
  [1, 2, 5].forEach((rootId, i) => {
    const couponId = W.COUPON_PLAN.length + i + 1;
    const rootName = categories.get(rootId)!.name;
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

  // ---- promotions ----
  const zoneOf = (kind: 'greate' | 'weekly', list: Array<{ title: string; subTitle: string }>): SeedZone[] =>
    list.map((z, i) => ({
      zoneId: i + 1,
      title: z.title,
      subTitle: z.subTitle,
      picUrl: mediaUrl.zone(kind, i + 1),
    }));
  const flashPoolIds = f.helpers.arrayElements(selfGoodsIds, 40);
  const flashTopics = new Map<number, SeedFlashTopic>();
  W.FLASH_TOPICS.forEach((title, i) => {
    const topicId = i + 1;
    flashTopics.set(topicId, {
      topicId,
      title,
      bannerUrl: mediaUrl.flashTopic(topicId),
      startTime: day - i * DAY_MS,
      endTime: day + (3 + i) * DAY_MS,
      goodsIds: f.helpers.arrayElements(flashPoolIds, 6),
    });
  });
  const welfareTopics = new Map<number, SeedWelfareTopic>();
  W.WELFARE_TOPICS.forEach((t, i) => {
    const topicId = i + 1;
    const current = i < 4;
    const startTime = current ? day - (i + 1) * DAY_MS : day - (i * 10 + 20) * DAY_MS;
    const endTime = current ? day + (i + 3) * DAY_MS : startTime + 7 * DAY_MS;
    welfareTopics.set(topicId, {
      topicId,
      title: t.title,
      description: t.description,
      picUrl: mediaUrl.welfare(topicId),
      startTime,
      endTime,
      goodsIds: f.helpers.arrayElements(visibleGoodsIds, { min: 6, max: 14 }),
    });
  });
  const activities = new Map<number, SeedActivity>();
  W.ACTIVITIES.forEach((title, i) => {
    const activityId = i + 1;
    activities.set(activityId, {
      activityId,
      title,
      bannerUrl: mediaUrl.activity(activityId),
      endTime: day + (7 + i * 5) * DAY_MS,
      goodsIds: visibleGoodsIds.filter((id) => goods.get(id)!.activityId === activityId),
    });
  });

  // ---- ads ----
  const ads: SeedAd[] = [];
  const adLinks = [
    '/limitedTime',
    '/new_exclusive',
    '/integralGoods',
    '/weekly_optimization',
    '/hot_products',
    '/welfareService',
    '/group',
    '/find',
  ];
  (Object.entries(W.AD_PLAN) as Array<[SeedAd['position'], readonly string[]]>).forEach(
    ([position, titles]) => {
      titles.forEach((title, i) => {
        const adId = ads.length + 1;
        const randomLink = f.datatype.boolean({ probability: 0.4 })
          ? `/Goods?id=${f.helpers.arrayElement(selfGoodsIds)}`
          : f.helpers.arrayElement(adLinks);
        const link = position === 'homeSide' ? (W.HOME_SIDE_LINKS[i] ?? randomLink) : randomLink;
        ads.push({ adId, title, picUrl: mediaUrl.banner(adId), linkUrl: link, position });
      });
    },
  );

  const flashPool = { seedNumber, goodsIds: flashPoolIds };
  return {
    seedNumber,
    builtAt: now,
    goods,
    goodsIds,
    skus,
    categories,
    articleCategories,
    documents,
    topics,
    comments,
    users,
    coupons,
    regions: buildRegions(),
    flashSessions: flashSessionsAround(flashPool, now),
    flashPool,
    flashTopics,
    welfareTopics,
    activities,
    greateZones: zoneOf('greate', W.GREATE_ZONES),
    weeklyZones: zoneOf('weekly', W.WEEKLY_ZONES),
    gpBanners: W.GROUP_BANNERS.map((title, i) => ({ title, picUrl: mediaUrl.groupBanner(i + 1) })),
    ads,
    agreements: buildAgreements(day - 30 * DAY_MS),
    hotWords: W.HOT_WORDS,
    expressCompanies: W.EXPRESS_COMPANIES,
    interests: W.INTERESTS.map((name, i) => ({ id: i + 1, name })),
    evaluationsOf: (goodsId) => evaluations.get(goodsId) ?? [],
  };
}
