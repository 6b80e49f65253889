import { z } from 'zod';
import {
  ad,
  articleCategory,
  category,
  documentCard,
  emptyRequest,
  idField,
  pageOf,
  paging,
} from './common.schemas.js';
import type { homeRoutes } from './home.routes.js';
import type { SchemasOf } from './types.js';
import { fromState } from '../examples/entry-example.js';
import { page, seeded } from '../examples/shared-example-values.js';

const agreement = z.object({
  type: z.string(),
  title: z.string(),
  updateTime: z.number().int(),
  paragraphs: z.array(z.string()).min(1),
});

export const homeSchemas = {
  getAgreementDetails: {
    request: z.object({
      type: z.enum(['register', 'privacy', 'service', 'invoice'], {
        error: '协议类型只能是 register、privacy、service 或 invoice',
      }),
    }),
    result: agreement,
    example: { input: { type: 'register' }, bad: { input: { type: 'xyz' }, field: 'type' } },
  },
  getUserRegisterAgreement: { request: emptyRequest, result: agreement, example: {} },
  getUserPolicySecret: { request: emptyRequest, result: agreement, example: {} },
  getReminderAsInvoice: { request: emptyRequest, result: agreement, example: {} },
  getGoodsAd: { request: emptyRequest, result: z.array(ad), example: {} },
  getAdByFind: { request: emptyRequest, result: z.array(ad), example: {} },
  getAdByHome: {
    request: emptyRequest,
    result: z.object({ banners: z.array(ad), sideAds: z.array(ad), popup: ad.nullable() }),
    example: { shape: { nonEmpty: ['banners'] } },
  },
  addAdClickCount: {
    request: z.object({ adId: idField }),
    result: z.object({ adId: z.number().int(), clickCount: z.number().int().nonnegative() }),
    example: { input: { adId: fromState('adId', 1) }, states: seeded },
    refuses: true,
  },
  getDocumentHomeList: {
    request: z.object({ ...paging, categoryId: idField.optional() }),
    result: pageOf(documentCard).extend({ categories: z.array(articleCategory) }),
    example: { input: page, bad: { input: { pageNum: 1, pageSize: 1000 }, field: 'pageSize' } },
  },
  getHomeCategoryList: {
    request: emptyRequest,
    result: z.array(category.omit({ childGoodsNavList: true })),
    example: {},
  },
  getNewCategoryList: {
    request: emptyRequest,
    result: z.object({ goodsNav: z.array(category), articleNav: z.array(articleCategory) }),
    example: { shape: { nonEmpty: ['goodsNav'] } },
  },
} satisfies SchemasOf<typeof homeRoutes>;
