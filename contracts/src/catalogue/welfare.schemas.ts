import { z } from 'zod';
import {
  emptyRequest,
  epochMs,
  goodsCard,
  idField,
  imageUrl,
  pageOf,
  paging,
  pagingRequest,
} from './common.schemas.js';
import type { SchemasOf } from './types.js';
import type { welfareRoutes } from './welfare.routes.js';

const welfareTopic = z.object({
  topicId: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  picUrl: imageUrl,
  startTime: epochMs,
  endTime: epochMs,
  goodsCount: z.number().int().nonnegative(),
  overdue: z.boolean(),
});
const signDay = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  signed: z.boolean(),
  points: z.number().int().nonnegative(),
});
const signPage = z.object({
  signedToday: z.boolean(),
  continuousDays: z.number().int().nonnegative(),
  integral: z.number().int().nonnegative(),
  days: z.array(signDay),
});

export const welfareSchemas = {
  getOverdueTopics: { request: pagingRequest, result: pageOf(welfareTopic) },
  getNewTopic: { request: emptyRequest, result: welfareTopic.nullable() },
  getTopics: { request: pagingRequest, result: pageOf(welfareTopic) },
  getTopicGoodsPush: {
    request: z.object({ ...paging, topicId: idField }),
    result: pageOf(goodsCard).extend({ topic: welfareTopic }),
  },
  selectSignPageDetail: { request: emptyRequest, result: signPage },
  addOrUpdateSign: {
    request: emptyRequest,
    result: signPage.extend({ gained: z.number().int().nonnegative() }),
  },
} satisfies SchemasOf<typeof welfareRoutes>;
