import { z } from 'zod';
import { documentCard, goodsCard, keywordField, member, pageOf, paging, topic } from './common.schemas.js';
import type { searchRoutes } from './search.routes.js';
import type { SchemasOf } from './types.js';
import { fromState } from '../examples/entry-example.js';
import { page, seeded } from '../examples/shared-example-values.js';

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
    example: { input: { ...page, keyword: fromState('goodsKeyword', '手机') }, states: seeded },
  },
  searchDucumentAndTopiclist: {
    request: searchRequest,
    result: pageOf(documentCard).extend({ topics: z.array(topic) }),
    example: {
      input: { ...page, keyword: fromState('articleKeyword', '生活') },
      states: seeded,
    },
  },
  searchPostlist: {
    request: searchRequest,
    result: pageOf(documentCard),
    example: { input: { ...page, keyword: fromState('postKeyword', '分享') }, states: seeded },
  },
  searchGoodslist: {
    request: searchRequest.extend({ orderType: z.coerce.number().int().min(0).max(4).default(0) }),
    result: pageOf(goodsCard),
    example: {
      input: { ...page, keyword: fromState('goodsKeyword', '手机'), orderType: 0 },
      states: seeded,
      bad: { input: { keyword: '' }, field: 'keyword' },
    },
  },
  searchMemberlist: {
    request: searchRequest,
    result: pageOf(member),
    example: { input: { ...page, keyword: fromState('memberKeyword', '小林') }, states: seeded },
  },
  getSearchHotWord: {
    request: z.object({
      searchType: z.coerce
        .number({ error: '搜索类型必须是1到4' })
        .int()
        .min(1, '搜索类型必须是1到4')
        .max(4, '搜索类型必须是1到4'),
    }),
    result: z.array(z.object({ wordName: z.string().min(1) })),
    example: { input: { searchType: 1 }, bad: { input: { searchType: 9 }, field: 'searchType' } },
  },
} satisfies SchemasOf<typeof searchRoutes>;
