import { z } from 'zod';
import { documentCard, goodsCard, keywordField, member, pageOf, paging, topic } from './common.schemas.js';
import type { searchRoutes } from './search.routes.js';
import type { SchemasOf } from './types.js';

const searchRequest = z.object({ ...paging, keyword: keywordField });

export const searchSchemas = {
  searchContent: {
    request: searchRequest,
    result: z.object({
      goods: z.array(goodsCard),
      articles: z.array(documentCard),
      posts: z.array(documentCard),
      users: z.array(member),
    }),
  },
  searchDucumentAndTopiclist: {
    request: searchRequest,
    result: pageOf(documentCard).extend({ topics: z.array(topic) }),
  },
  searchPostlist: { request: searchRequest, result: pageOf(documentCard) },
  searchGoodslist: {
    request: searchRequest.extend({ orderType: z.coerce.number().int().min(0).max(4).default(0) }),
    result: pageOf(goodsCard),
  },
  searchMemberlist: { request: searchRequest, result: pageOf(member) },
  getSearchHotWord: {
    request: z.object({
      searchType: z.coerce
        .number({ error: '搜索类型必须是1到4' })
        .int()
        .min(1, '搜索类型必须是1到4')
        .max(4, '搜索类型必须是1到4'),
    }),
    result: z.array(z.object({ wordName: z.string().min(1) })),
  },
} satisfies SchemasOf<typeof searchRoutes>;
