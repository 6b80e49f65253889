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

const goodsPage = pageOf(goodsCard);
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
  getHotGoods: { request: pagingRequest, result: goodsPage },
  getGreateGoodList: { request: pagingRequest, result: goodsPage.extend({ zones: z.array(zone) }) },
  getZoneProductList: {
    request: z.object({ ...paging, zoneId: idField }),
    result: goodsPage.extend({ zone }),
  },
  getNewReleaseGoods: { request: pagingRequest, result: goodsPage },
  getSuperGoodList: { request: pagingRequest, result: goodsPage },
  getSuperGoodDetails: {
    request: z.object({ goodsId: idField }),
    result: z.object({ goods: goodsDetail, reasons: z.array(z.string()), related: z.array(goodsCard) }),
  },
  getLifeDocumentList: { request: pagingRequest, result: pageOf(documentCard) },
  getLifeDocumentDetails: { request: z.object({ documentId: idField }), result: documentDetail },
  getCategory: { request: emptyRequest, result: z.array(category) },
  getCategoryLevelOneList: { request: emptyRequest, result: z.array(categoryLeaf) },
  getCategoryByParent: {
    request: z.object({ pid: z.coerce.number({ error: 'pid 必须是数字' }).int().nonnegative() }),
    result: z.array(categoryLeaf),
  },
  getCategoryOrderType: {
    request: emptyRequest,
    result: z.array(z.object({ orderType: z.number().int(), name: z.string() })),
  },
  getCategoryGoodsNew: {
    request: z.object({ ...paging, cid: idField, orderType: sortField }),
    result: goodsPage.extend({ category: categoryLeaf }),
  },
  getCategoryProduct: {
    request: z.object({
      ...paging,
      cid: idField.optional(),
      orderType: sortField,
      minPrice: z.coerce.number().int().nonnegative().optional(),
      maxPrice: z.coerce.number().int().nonnegative().optional(),
      shopType: z.enum(['self', 'taobao'], { error: '店铺类型只能是 self 或 taobao' }).optional(),
    }),
    result: goodsPage,
  },
  getGoods: { request: z.object({ goodsId: idField }), result: goodsDetail },
  getSelfProduct: { request: pagingRequest, result: goodsPage },
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
  },
  getProductDetailDocumentList: { request: z.object({ goodsId: idField }), result: z.array(documentCard) },
  getProductDetailRecommend: { request: z.object({ goodsId: idField }), result: z.array(goodsCard) },
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
  },
  getNewUserGoods: { request: pagingRequest, result: goodsPage },
  getWeeklyPreferredGoods: {
    request: z.object({ ...paging, zoneId: idField.optional() }),
    result: goodsPage,
  },
  getWeeklyPreferredZone: { request: emptyRequest, result: z.array(zone) },
  getIntegralGoodsList: { request: pagingRequest, result: pageOf(integralGoods) },
  getIntegralGoodsListV2: {
    request: z.object({
      ...paging,
      minIntegral: z.coerce.number({ error: '积分必须是数字' }).int().nonnegative().optional(),
      maxIntegral: z.coerce.number({ error: '积分必须是数字' }).int().nonnegative().optional(),
      categoryId: idField.optional(),
      orderType: sortField,
    }),
    result: pageOf(integralGoods),
  },
  getDomoGpIndexInfo: {
    request: pagingRequest,
    result: pageOf(gpGoods).extend({ banners: z.array(z.object({ title: z.string(), picUrl: imageUrl })) }),
  },
} satisfies SchemasOf<typeof goodsRoutes>;
