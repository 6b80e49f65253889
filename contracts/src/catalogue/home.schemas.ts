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
  },
  getUserRegisterAgreement: { request: emptyRequest, result: agreement },
  getUserPolicySecret: { request: emptyRequest, result: agreement },
  getReminderAsInvoice: { request: emptyRequest, result: agreement },
  getGoodsAd: { request: emptyRequest, result: z.array(ad) },
  getAdByFind: { request: emptyRequest, result: z.array(ad) },
  getAdByHome: {
    request: emptyRequest,
    result: z.object({ banners: z.array(ad), sideAds: z.array(ad), popup: ad.nullable() }),
  },
  addAdClickCount: {
    request: z.object({ adId: idField }),
    result: z.object({ adId: z.number().int(), clickCount: z.number().int().nonnegative() }),
  },
  getDocumentHomeList: {
    request: z.object({ ...paging, categoryId: idField.optional() }),
    result: pageOf(documentCard).extend({ categories: z.array(articleCategory) }),
  },
  getHomeCategoryList: { request: emptyRequest, result: z.array(category.omit({ childGoodsNavList: true })) },
  getNewCategoryList: {
    request: emptyRequest,
    result: z.object({ goodsNav: z.array(category), articleNav: z.array(articleCategory) }),
  },
} satisfies SchemasOf<typeof homeRoutes>;
