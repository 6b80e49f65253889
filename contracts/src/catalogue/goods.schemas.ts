import { z } from 'zod';
import {
  documentCard,
  documentDetail,
  emptyRequest,
  epochMs,
  evaluation,
  fen,
  goodsCard,
  goodsDetail,
  goodsPage,
  category,
  categoryLeaf,
  idField,
  imageUrl,
  pageOf,
  paging,
  pagingRequest,
} from './common.schemas.js';
import { EVALUATION_LEVELS } from '../rules/evaluation-levels.js';
import type { goodsRoutes } from './goods.routes.js';
import type { SchemasOf } from './types.js';
import { fromState } from '../examples/entry-example.js';
import { goodsId, page, seeded } from '../examples/shared-example-values.js';

/** A price filter in fen; zod's int() refuses anything past 2^53−1, so the document says so too. */
const priceBound = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional();

const zone = z.object({
  zoneId: z.number().int().positive(),
  title: z.string(),
  subTitle: z.string(),
  picUrl: imageUrl,
});
const sortField = z.coerce
  .number({ error: '排序方式必须是数字' })
  .int()
  .min(0)
  .max(4)
  .default(0)
  .describe('0 综合，1 销量，2 价格升序，3 价格降序，4 新品');
const integralGoods = goodsCard.extend({
  exchangeIntegral: z.number().int().positive(),
  exchangeCount: z.number().int().nonnegative(),
});
const gpGoods = goodsCard.extend({
  groupPrice: fen,
  groupSize: z.number().int().min(2),
  joinedCount: z.number().int().nonnegative(),
  platform: z.string(),
  buyUrl: z.string(),
  endTime: epochMs,
});

export const goodsSchemas = {
  getHotGoods: { request: pagingRequest, result: goodsPage, example: { input: page } },
  getGreateGoodList: {
    request: pagingRequest,
    result: goodsPage.extend({ zones: z.array(zone) }),
    example: { input: page },
  },
  getZoneProductList: {
    request: z.object({ ...paging, zoneId: idField }),
    result: goodsPage.extend({ zone }),
    example: { input: { ...page, zoneId: fromState('greateZoneId', 1) }, states: seeded },
    refuses: true,
  },
  getNewReleaseGoods: { request: pagingRequest, result: goodsPage, example: { input: page } },
  getSuperGoodList: { request: pagingRequest, result: goodsPage, example: { input: page } },
  getSuperGoodDetails: {
    request: z.object({ goodsId: idField }),
    result: z.object({ goods: goodsDetail, reasons: z.array(z.string()), related: z.array(goodsCard) }),
    example: { input: { goodsId: fromState('superGoodsId', 1001) }, states: seeded },
    refuses: true,
  },
  getLifeDocumentList: { request: pagingRequest, result: pageOf(documentCard), example: { input: page } },
  getLifeDocumentDetails: {
    request: z.object({ documentId: idField }),
    result: documentDetail,
    example: { input: { documentId: fromState('lifeDocumentId', 1) }, states: seeded },
    refuses: true,
  },
  getCategory: { request: emptyRequest, result: z.array(category), example: {} },
  getCategoryLevelOneList: { request: emptyRequest, result: z.array(categoryLeaf), example: {} },
  getCategoryByParent: {
    request: z.object({ pid: z.coerce.number({ error: 'pid 必须是数字' }).int().nonnegative() }),
    result: z.array(categoryLeaf),
    example: {
      input: { pid: fromState('rootCategoryId', 1) },
      states: seeded,
      bad: { input: { pid: 'abc' }, field: 'pid' },
    },
  },
  getCategoryOrderType: {
    request: emptyRequest,
    result: z.array(z.object({ orderType: z.number().int(), name: z.string() })),
    example: {},
  },
  getCategoryGoodsNew: {
    request: z.object({ ...paging, cid: idField, orderType: sortField }),
    result: goodsPage.extend({ category: categoryLeaf }),
    example: { input: { ...page, cid: fromState('categoryId', 11) }, states: seeded },
    refuses: true,
  },
  getCategoryProduct: {
    request: z.object({
      ...paging,
      cid: idField.optional(),
      orderType: sortField,
      minPrice: priceBound,
      maxPrice: priceBound,
      shopType: z.enum(['self', 'taobao'], { error: '店铺类型只能是 self 或 taobao' }).optional(),
    }),
    result: goodsPage,
    example: { input: { ...page, cid: fromState('categoryId', 11), orderType: 1 }, states: seeded },
    refuses: true,
  },
  getGoods: {
    request: z.object({ goodsId: idField }),
    result: goodsDetail,
    example: { input: { goodsId }, states: seeded, bad: { input: { goodsId: 'abc' }, field: 'goodsId' } },
    refuses: true,
  },
  getSelfProduct: { request: pagingRequest, result: goodsPage, example: { input: page } },
  getEvaluate: {
    request: z.object({
      ...paging,
      goodsId: idField,
      level: z.enum(EVALUATION_LEVELS).default('all'),
    }),
    result: pageOf(evaluation).extend({
      goodRate: z.number().min(0).max(100),
      counts: z.object({
        all: z.number().int(),
        good: z.number().int(),
        medium: z.number().int(),
        bad: z.number().int(),
        picture: z.number().int(),
      }),
    }),
    example: { input: { ...page, goodsId, level: 'all' }, states: seeded },
    refuses: true,
  },
  getProductDetailDocumentList: {
    request: z.object({ goodsId: idField }),
    result: z.array(documentCard),
    example: { input: { goodsId }, states: seeded, shape: { emptyOk: true } },
    refuses: true,
  },
  getProductDetailRecommend: {
    request: z.object({ goodsId: idField }),
    result: z.array(goodsCard),
    example: { input: { goodsId }, states: seeded },
    refuses: true,
  },
  getDiscountActivityGoods: {
    request: z.object({ ...paging, activityId: idField.optional() }),
    result: goodsPage.extend({
      activity: z.object({
        activityId: z.number().int(),
        title: z.string(),
        bannerUrl: imageUrl,
        endTime: epochMs,
      }),
    }),
    example: { input: { ...page, activityId: fromState('activityId', 1) }, states: seeded },
    refuses: true,
  },
  getNewUserGoods: { request: pagingRequest, result: goodsPage, example: { input: page } },
  getWeeklyPreferredGoods: {
    request: z.object({ ...paging, zoneId: idField.optional() }),
    result: goodsPage,
    example: { input: { ...page, zoneId: fromState('weeklyZoneId', 1) }, states: seeded },
    refuses: true,
  },
  getWeeklyPreferredZone: { request: emptyRequest, result: z.array(zone), example: {} },
  getIntegralGoodsList: { request: pagingRequest, result: pageOf(integralGoods), example: { input: page } },
  getIntegralGoodsListV2: {
    request: z.object({
      ...paging,
      minIntegral: z.coerce.number({ error: '积分必须是数字' }).int().nonnegative().optional(),
      maxIntegral: z.coerce.number({ error: '积分必须是数字' }).int().nonnegative().optional(),
      categoryId: idField.optional(),
      orderType: sortField,
    }),
    result: pageOf(integralGoods),
    example: { input: { ...page, orderType: 0 } },
    refuses: true,
  },
  getDomoGpIndexInfo: {
    request: pagingRequest,
    result: pageOf(gpGoods).extend({ banners: z.array(z.object({ title: z.string(), picUrl: imageUrl })) }),
    example: { input: page },
  },
} satisfies SchemasOf<typeof goodsRoutes>;
