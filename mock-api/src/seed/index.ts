// createSeed: the deterministic, read-only catalogue of the shop. One Faker instance with the zh_CN
// locale, seeded with MOCK_SEED, draws everything in a fixed order, so the same seed always yields
// the same ids, names and prices. Times are laid out relative to the CST day of `now`.
import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { mediaUrl } from '../shared/media-urls.js';
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
import { CATEGORY_PLAN, type KindPlan, type LeafPlan } from './catalogue-plan.js';
import { ARTICLE_CATEGORY_PLAN, SEASONS, SIGNATURES, TOPIC_PLAN, type ContentTheme } from './content-plan.js';
import { excerpt } from './excerpt.js';
import * as W from './words.js';

export type * from './types.js';

const GOODS_PER_LEAF = 7;
const SEED_USERS = 60;
/** Spec axes that choose a look or taste, not an amount: all their values cost the same. */
const UNPRICED_AXES = new Set(['颜色', '口味', '色号', '香型', '轴体', '辣度']);

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
      // In turn, so every user hot word (美食, 宝妈, …) finds several users.
      signature: SIGNATURES[(uid - 1) % SIGNATURES.length]!,
      gender: f.number.int({ min: 0, max: 2 }),
      fansCount: f.number.int({ min: 0, max: 20000 }),
      followCount: f.number.int({ min: 0, max: 500 }),
    });
  }

  // ---- categories and goods (from catalogue-plan.ts) ----
  const categories = new Map<number, SeedCategory>();
  const goods = new Map<number, SeedGoods>();
  const skus = new Map<number, SeedSku>();
  const leafByName = new Map<string, { leafId: number; plan: LeafPlan }>();
  let nextGoodsId = 1001;
  let nextSkuId = 100001;
  CATEGORY_PLAN.forEach((root, rootIndex) => {
    const rootId = rootIndex + 1;
    categories.set(rootId, {
      id: rootId,
      name: root.name,
      type: 1,
      picUrl: mediaUrl.category(rootId),
      pid: 0,
      sort: rootIndex,
      icon: root.icon,
    });
    root.children.forEach((leaf, leafIndex) => {
      const leafId = rootId * 100 + leafIndex + 1;
      const type = leaf.hidden ? 4 : leafIndex % 3 === 2 ? 3 : 2;
      leafByName.set(leaf.name, { leafId, plan: leaf });
      categories.set(leafId, {
        id: leafId,
        name: leaf.name,
        type,
        picUrl: mediaUrl.category(leafId),
        pid: rootId,
        sort: leafIndex,
        icon: leaf.kinds[0]!.icon,
      });
      const count = leaf.hidden ? 2 : GOODS_PER_LEAF;
      for (let i = 0; i < count; i++) {
        const g = drawGoods(nextGoodsId++, leaf.kinds[i % leaf.kinds.length]!, leaf, {
          leafId,
          rootId,
          rootName: root.name,
        });
        goods.set(g.goodsId, g);
      }
    });
  });

  function drawGoods(
    goodsId: number,
    kind: KindPlan,
    leaf: LeafPlan,
    where: { leafId: number; rootId: number; rootName: string },
  ): SeedGoods {
    const brand = f.helpers.arrayElement(leaf.brands);
    const variant = f.helpers.arrayElement(kind.variants ?? leaf.variants);
    const isNew = f.datatype.boolean({ probability: 0.15 });
    const name = `${isNew ? '【新品】' : ''}${brand} ${kind.name} ${variant}`;
    const basePrice = shopPrice(f.number.int({ min: kind.price[0] * 100, max: kind.price[1] * 100 }));
    const markup = f.number.float({ min: 1.15, max: 1.8, fractionDigits: 2 });

    const specGroups = kind.specs.map((plan) => {
      const n = f.number.int({ min: Math.min(2, plan.values.length), max: Math.min(4, plan.values.length) });
      const start = f.number.int({ min: 0, max: plan.values.length - n });
      return { name: plan.name, values: plan.values.slice(start, start + n) };
    });
    const combos = specGroups.reduce<Array<Record<string, string>>>(
      (acc, group) => acc.flatMap((c) => group.values.map((v) => ({ ...c, [group.name]: v }))),
      [{}],
    );
    // Bigger sizes and amounts cost more; colours, flavours and shades do not.
    const pricedGroup = specGroups.find((group) => !UNPRICED_AXES.has(group.name));
    const goodsSkus: SeedSku[] = combos.map((specs) => {
      const skuId = nextSkuId++;
      const step = pricedGroup ? pricedGroup.values.indexOf(specs[pricedGroup.name]!) : 0;
      const price = shopPrice(basePrice * (1 + step * 0.35));
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
    // New goods have sold little; the rest follow a long tail up to 30000.
    const sales = isNew
      ? f.number.int({ min: 0, max: 300 })
      : Math.floor(f.number.float({ min: 0, max: 1 }) ** 3 * 30000) + f.number.int({ min: 12, max: 200 });
    const specList = specGroups.map((group) => group.values.join('、')).join('；');
    const g: SeedGoods = {
      goodsId,
      name,
      kind: kind.name,
      icon: kind.icon,
      keywords: kind.keywords ?? [],
      subTitle: f.helpers.arrayElement(W.SUBTITLES),
      brand,
      picUrl: mediaUrl.goods(goodsId, 0),
      pictures: Array.from({ length: f.number.int({ min: 3, max: 5 }) }, (_, k) =>
        mediaUrl.goods(goodsId, k),
      ),
      detailImages: Array.from({ length: 3 }, (_, k) => mediaUrl.goodsDetail(goodsId, k + 1)),
      description: f.helpers.arrayElements(W.DESCRIPTION_TEMPLATES, { min: 3, max: 5 }).map((t) =>
        t
          .replace('{name}', kind.name)
          .replace('{brand}', brand)
          .replace('{leaf}', leaf.name)
          .replace('{specs}', specList || '单一规格'),
      ),
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
      categoryId: where.leafId,
      categoryName: leaf.name,
      rootCategoryId: where.rootId,
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
      // 吃货周刊 (the last weekly zone) only holds food.
      weeklyZoneId: f.datatype.boolean({ probability: 0.2 })
        ? where.rootName === '食品生鲜'
          ? W.WEEKLY_ZONES.length
          : f.number.int({ min: 1, max: W.WEEKLY_ZONES.length - 1 })
        : 0,
      activityId: 0,
      points: f.datatype.boolean({ probability: 0.15 })
        ? {
            exchangeIntegral: Math.max(10, Math.round(price / 10 / 10) * 10),
            exchangeCount: f.number.int({ min: 0, max: 3000 }),
          }
        : null,
      groupBuy: null,
    };
    if (f.datatype.boolean({ probability: 0.15 })) {
      const fitting = W.ACTIVITIES.map((a, i) => ({ ...a, id: i + 1 })).filter(
        (a) => a.leaves.length === 0 || a.leaves.includes(leaf.name),
      );
      g.activityId = f.helpers.arrayElement(fitting).id;
    }
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
    return g;
  }
  const goodsIds = [...goods.keys()];
  const visibleGoodsIds = goodsIds.filter((id) => categories.get(goods.get(id)!.categoryId)!.type !== 4);
  const selfGoodsIds = visibleGoodsIds.filter((id) => goods.get(id)!.shopType === 'self');

  // ---- evaluations (generated with the goods so their counts and rates agree) ----
  const evaluations = new Map<number, SeedEvaluation[]>();
  for (const g of goods.values()) {
    // Some buyers review: never more reviews than sales.
    const count = Math.min(40, g.sales, Math.floor(g.sales / 400) + f.number.int({ min: 0, max: 6 }));
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

  // ---- content: article categories, topics, documents, comments (from content-plan.ts) ----
  const articleCategories = ARTICLE_CATEGORY_PLAN.map((c, i) => ({ id: i + 1, title: c.title }));
  const topics = new Map<number, SeedTopic>();
  TOPIC_PLAN.forEach((t, i) => {
    const topicId = i + 1;
    topics.set(topicId, {
      topicId,
      title: t.title,
      icon: t.icon,
      description: t.description,
      coverUrl: mediaUrl.topic(topicId),
      followCount: f.number.int({ min: 50, max: 30000 }),
      hot: f.number.int({ min: 100, max: 100000 }),
    });
  });
  const visibleGoodsOfLeaf = (leafName: string): SeedGoods[] => {
    const leafId = leafByName.get(leafName)?.leafId;
    return visibleGoodsIds.map((id) => goods.get(id)!).filter((g) => g.categoryId === leafId);
  };
  const documents = new Map<number, SeedDocument>();
  const comments = new Map<number, SeedComment>();
  let nextDocumentId = 1;
  let nextCommentId = 1;
  /** Title, paragraphs and linked goods of one text: all about one product kind of the theme. */
  const writeAbout = (theme: ContentTheme, titles: string[], paragraphCount: [number, number]) => {
    const leafGoods = visibleGoodsOfLeaf(f.helpers.arrayElement(theme.leaves));
    const subject = f.helpers.arrayElement(leafGoods);
    const fill = (template: string) =>
      template
        .replaceAll('{kind}', subject.kind)
        .replaceAll('{brand}', subject.brand)
        .replaceAll('{leaf}', subject.categoryName)
        .replace('{season}', f.helpers.arrayElement(SEASONS))
        .replace('{count}', String(f.number.int({ min: 3, max: 12 })));
    // The opening paragraph names the subject; the others are picked.
    const rest = f.helpers.arrayElements(
      theme.paragraphs.slice(1).map((_, i) => i + 1),
      { min: paragraphCount[0] - 1, max: Math.min(paragraphCount[1], theme.paragraphs.length) - 1 },
    );
    const picked = [0, ...rest];
    const sameKind = leafGoods.filter((g) => g.kind === subject.kind && g !== subject);
    const others = leafGoods.filter((g) => g.kind !== subject.kind);
    const companions = (theme.companions ?? []).flatMap(visibleGoodsOfLeaf);
    const linked = [
      ...[subject, ...sameKind, ...f.helpers.shuffle(others)].slice(0, f.number.int({ min: 1, max: 3 })),
      ...(companions.length > 0 ? [f.helpers.arrayElement(companions)] : []),
    ];
    return {
      title: fill(f.helpers.arrayElement(titles)),
      // Kept in the plan's order, so the text reads from opening to conclusion.
      paragraphs: picked.sort((x, y) => x - y).map((i) => fill(theme.paragraphs[i]!)),
      goodsIds: linked.map((g) => g.goodsId),
      icon: subject.icon,
    };
  };
  const addDocument = (
    kind: DocumentKind,
    text: ReturnType<typeof writeAbout>,
    where: { categoryId: number; topicId: number },
  ) => {
    const documentId = nextDocumentId++;
    const pictureCount =
      kind === 'post' ? f.number.int({ min: 1, max: 6 }) : f.number.int({ min: 1, max: 3 });
    const createTime =
      day - f.number.int({ min: 0, max: 120 }) * DAY_MS + f.number.int({ min: 7, max: 22 }) * HOUR_MS;
    documents.set(documentId, {
      documentId,
      kind,
      title: text.title,
      summary: excerpt(text.paragraphs[0]!),
      coverUrl: mediaUrl.document(documentId, 0),
      pictures: Array.from({ length: pictureCount }, (_, k) => mediaUrl.document(documentId, k)),
      authorUid: f.number.int({ min: 1, max: SEED_USERS }),
      categoryId: where.categoryId,
      topicId: where.topicId,
      createTime,
      viewCount: f.number.int({ min: 20, max: 50000 }),
      favorCount: f.number.int({ min: 0, max: 3000 }),
      paragraphs: text.paragraphs,
      goodsIds: text.goodsIds,
      icon: text.icon,
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
  };
  // Articles and study notes: every category gets its share, in turn.
  for (let i = 0; i < 60; i++) {
    const categoryId = (i % articleCategories.length) + 1;
    const theme = ARTICLE_CATEGORY_PLAN[categoryId - 1]!;
    addDocument('article', writeAbout(theme, theme.titles, [4, 6]), { categoryId, topicId: 0 });
  }
  for (let i = 0; i < 20; i++) {
    const categoryId = (i % articleCategories.length) + 1;
    const theme = ARTICLE_CATEGORY_PLAN[categoryId - 1]!;
    addDocument('study', writeAbout(theme, W.STUDY_TITLES, [3, 5]), { categoryId, topicId: 0 });
  }
  for (let i = 0; i < 24; i++) {
    const theme = ARTICLE_CATEGORY_PLAN[i % ARTICLE_CATEGORY_PLAN.length]!;
    addDocument('life', writeAbout(theme, W.LIFE_TITLES, [3, 5]), { categoryId: 0, topicId: 0 });
  }
  for (let i = 0; i < 120; i++) {
    const topicId = (i % topics.size) + 1;
    const theme = TOPIC_PLAN[topicId - 1]!;
    addDocument('post', writeAbout(theme, theme.titles, [2, 3]), { categoryId: 0, topicId });
  }

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
  const goodsOfLeaves = (leaves: string[], from: number[]) =>
    leaves.length === 0 ? from : from.filter((id) => leaves.includes(goods.get(id)!.categoryName));
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
        : goodsOfLeaves(topic.leaves, selfGoodsIds);
    flashTopics.set(topicId, {
      topicId,
      title: topic.title,
      bannerUrl: mediaUrl.flashTopic(topicId),
      startTime: day - i * DAY_MS,
      endTime: day + (3 + i) * DAY_MS,
      goodsIds: f.helpers.arrayElements(pool, Math.min(6, pool.length)),
    });
  });
  const welfareTopics = new Map<number, SeedWelfareTopic>();
  W.WELFARE_TOPICS.forEach((t, i) => {
    const topicId = i + 1;
    const current = i < 4;
    const startTime = current ? day - (i + 1) * DAY_MS : day - (i * 10 + 20) * DAY_MS;
    const endTime = current ? day + (i + 3) * DAY_MS : startTime + 7 * DAY_MS;
    const pool =
      t.title === '新品尝鲜季'
        ? visibleGoodsIds.filter((id) => goods.get(id)!.newRelease)
        : goodsOfLeaves(t.leaves, visibleGoodsIds);
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
  const activities = new Map<number, SeedActivity>();
  W.ACTIVITIES.forEach(({ title }, i) => {
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
