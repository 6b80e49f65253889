// The goods catalogue: categories from catalogue-plan.ts, and per leaf its goods, each with spec
// groups, SKUs and prices, and the shelves it is placed on (hot, new, super value, zones, points,
// activities, group buying).
import type { Faker } from '@faker-js/faker';
import { mediaUrl } from '../shared/media-urls.js';
import { CATEGORY_PLAN, type KindPlan, type LeafPlan } from './catalogue-plan.js';
import type { Draw } from './draw.js';
import { DAY_MS, HOUR_MS } from './time.js';
import type { SeedCategory, SeedGoods, SeedSku } from './types.js';
import * as W from './words.js';

const GOODS_PER_LEAF = 7;
/** Spec axes that choose a look or taste, not an amount: all their values cost the same. */
const UNPRICED_AXES = new Set(['颜色', '口味', '色号', '香型', '轴体', '辣度']);

/** Prices end in .90 like a real shop's. */
export const shopPrice = (fen: number) => Math.max(90, Math.round(fen / 100) * 100 - 10);

export interface GoodsCatalogue {
  categories: Map<number, SeedCategory>;
  goods: Map<number, SeedGoods>;
  skus: Map<number, SeedSku>;
  /** Leaf categories by name, as the content and promotion plans name them. */
  leafByName: Map<string, { leafId: number; plan: LeafPlan }>;
}

/** Every SKU drawn so far, and the id of the next. */
interface SkuShelf {
  skus: Map<number, SeedSku>;
  nextSkuId: number;
}

/** Where a goods is drawn: its kind, its leaf category and the root above it. */
interface Place {
  kind: KindPlan;
  leaf: LeafPlan;
  leafId: number;
  rootId: number;
  rootName: string;
}

export function drawGoodsCatalogue(draw: Draw): GoodsCatalogue {
  const catalogue: GoodsCatalogue = {
    categories: new Map(),
    goods: new Map(),
    skus: new Map(),
    leafByName: new Map(),
  };
  let nextGoodsId = 1001;
  const shelf: SkuShelf = { skus: catalogue.skus, nextSkuId: 100001 };
  CATEGORY_PLAN.forEach((root, rootIndex) => {
    const rootId = rootIndex + 1;
    catalogue.categories.set(rootId, {
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
      catalogue.leafByName.set(leaf.name, { leafId, plan: leaf });
      catalogue.categories.set(leafId, {
        id: leafId,
        name: leaf.name,
        type: leaf.hidden ? 4 : leafIndex % 3 === 2 ? 3 : 2,
        picUrl: mediaUrl.category(leafId),
        pid: rootId,
        sort: leafIndex,
        icon: leaf.kinds[0]!.icon,
      });
      const count = leaf.hidden ? 2 : GOODS_PER_LEAF;
      for (let i = 0; i < count; i++) {
        const kind = leaf.kinds[i % leaf.kinds.length]!;
        const at = { kind, leaf, leafId, rootId, rootName: root.name };
        const g = drawGoods(draw, nextGoodsId++, at, shelf);
        catalogue.goods.set(g.goodsId, g);
      }
    });
  });
  return catalogue;
}

function drawGoods(draw: Draw, goodsId: number, at: Place, shelf: SkuShelf): SeedGoods {
  const { f, day } = draw;
  const { kind, leaf } = at;
  const brand = f.helpers.arrayElement(leaf.brands);
  const variant = f.helpers.arrayElement(kind.variants ?? leaf.variants);
  const isNew = f.datatype.boolean({ probability: 0.15 });
  const basePrice = shopPrice(f.number.int({ min: kind.price[0] * 100, max: kind.price[1] * 100 }));
  const markup = f.number.float({ min: 1.15, max: 1.8, fractionDigits: 2 });
  const { specGroups, skus } = drawSkus(f, goodsId, kind, { basePrice, markup }, shelf);
  const price = Math.min(...skus.map((s) => s.price));
  const taobao = f.datatype.boolean({ probability: 0.15 });
  // New goods have sold little; the rest follow a long tail up to 30000.
  const sales = isNew
    ? f.number.int({ min: 0, max: 300 })
    : Math.floor(f.number.float({ min: 0, max: 1 }) ** 3 * 30000) + f.number.int({ min: 12, max: 200 });
  const specList = specGroups.map((group) => group.values.join('、')).join('；');
  const subTitle = f.helpers.arrayElement(W.SUBTITLES);
  const pictures = Array.from({ length: f.number.int({ min: 3, max: 5 }) }, (_, k) =>
    mediaUrl.goods(goodsId, k),
  );
  const description = f.helpers.arrayElements(W.DESCRIPTION_TEMPLATES, { min: 3, max: 5 }).map((t) =>
    t
      .replace('{name}', kind.name)
      .replace('{brand}', brand)
      .replace('{leaf}', leaf.name)
      .replace('{specs}', specList || '单一规格'),
  );
  const tags = [
    ...(taobao ? ['淘宝好货'] : ['自营']),
    ...f.helpers.arrayElements(W.GOODS_TAGS, { min: 0, max: 2 }),
  ];
  const services = f.helpers.arrayElements(W.SERVICES, { min: 2, max: 4 });
  const buyUrl = taobao
    ? `https://item.taobao.com/item.htm?id=${f.string.numeric({ length: 12, allowLeadingZeros: false })}`
    : null;
  const ageDays = isNew ? f.number.int({ min: 0, max: 29 }) : f.number.int({ min: 30, max: 400 });
  const createTime = day - ageDays * DAY_MS - f.number.int({ min: 0, max: 23 }) * HOUR_MS;
  return {
    goodsId,
    name: `${isNew ? '【新品】' : ''}${brand} ${kind.name} ${variant}`,
    kind: kind.name,
    icon: kind.icon,
    keywords: kind.keywords ?? [],
    subTitle,
    brand,
    picUrl: mediaUrl.goods(goodsId, 0),
    pictures,
    detailImages: Array.from({ length: 3 }, (_, k) => mediaUrl.goodsDetail(goodsId, k + 1)),
    description,
    price,
    originalPrice: Math.min(...skus.map((s) => s.originalPrice)),
    sales,
    tags,
    integral: Math.floor(price / 1000) * 10,
    specGroups,
    skus,
    services,
    categoryId: at.leafId,
    categoryName: leaf.name,
    rootCategoryId: at.rootId,
    shopType: taobao ? 'taobao' : 'self',
    buyUrl,
    createTime,
    evaluateCount: 0,
    goodRate: 100,
    ...drawShelves(draw, at, { sales, isNew, price, buyUrl }),
  };
}

/** The spec groups a goods offers (a slice of its kind's values) and one SKU per combination. */
function drawSkus(
  f: Faker,
  goodsId: number,
  kind: KindPlan,
  pricing: { basePrice: number; markup: number },
  shelf: SkuShelf,
): { specGroups: SeedGoods['specGroups']; skus: SeedSku[] } {
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
  const skus = combos.map((specs) => {
    const skuId = shelf.nextSkuId++;
    const step = pricedGroup ? pricedGroup.values.indexOf(specs[pricedGroup.name]!) : 0;
    const price = shopPrice(pricing.basePrice * (1 + step * 0.35));
    const soldOut = f.datatype.boolean({ probability: 0.08 });
    const sku: SeedSku = {
      skuId,
      goodsId,
      specs,
      specText: Object.values(specs).join(' / ') || '默认',
      price,
      originalPrice: shopPrice(price * pricing.markup),
      stock: soldOut ? 0 : f.number.int({ min: 3, max: 500 }),
      picUrl: mediaUrl.sku(skuId),
    };
    shelf.skus.set(skuId, sku);
    return sku;
  });
  return { specGroups, skus };
}

/** The shelves a goods is placed on, drawn after its own facts; group buying only for Taobao goods. */
function drawShelves(
  { f, day }: Draw,
  at: Place,
  goods: { sales: number; isNew: boolean; price: number; buyUrl: string | null },
): Pick<
  SeedGoods,
  | 'hot'
  | 'newUser'
  | 'newRelease'
  | 'superValue'
  | 'superReasons'
  | 'greateZoneId'
  | 'weeklyZoneId'
  | 'activityId'
  | 'points'
  | 'groupBuy'
> {
  const { sales, price, buyUrl } = goods;
  const shelves = {
    hot: sales > 8000 || f.datatype.boolean({ probability: 0.08 }),
    newUser: f.datatype.boolean({ probability: 0.1 }),
    newRelease: goods.isNew,
    superValue: f.datatype.boolean({ probability: 0.12 }),
    superReasons: f.helpers.arrayElements(W.SUPER_REASONS, 3),
    greateZoneId: f.datatype.boolean({ probability: 0.25 })
      ? f.number.int({ min: 1, max: W.GREATE_ZONES.length })
      : 0,
    // 吃货周刊 (the last weekly zone) only holds food.
    weeklyZoneId: f.datatype.boolean({ probability: 0.2 })
      ? at.rootName === '食品生鲜'
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
    groupBuy: null as SeedGoods['groupBuy'],
  };
  if (f.datatype.boolean({ probability: 0.15 })) {
    const fitting = W.ACTIVITIES.map((a, i) => ({ ...a, id: i + 1 })).filter(
      (a) => a.leaves.length === 0 || a.leaves.includes(at.leaf.name),
    );
    shelves.activityId = f.helpers.arrayElement(fitting).id;
  }
  if (buyUrl !== null && f.datatype.boolean({ probability: 0.7 })) {
    shelves.groupBuy = {
      groupPrice: shopPrice(price * 0.8),
      groupSize: f.helpers.arrayElement([2, 3, 5]),
      joinedCount: f.number.int({ min: 0, max: 5000 }),
      platform: f.helpers.arrayElement(W.GROUP_PLATFORMS),
      buyUrl,
      endTime: day + f.number.int({ min: 1, max: 10 }) * DAY_MS,
    };
  }
  return shelves;
}
