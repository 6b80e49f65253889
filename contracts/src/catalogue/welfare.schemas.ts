import { z } from 'zod';
import {
  emptyRequest,
  epochMs,
  goodsPage,
  idField,
  imageUrl,
  pageOf,
  pagingRequest,
} from './common.schemas.js';
import type { SchemasOf } from './types.js';
import type { welfareRoutes } from './welfare.routes.js';
import { fromState } from '../examples/entry-example.js';
import { page, seeded } from '../examples/shared-example-values.js';

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
  getOverdueTopics: { request: pagingRequest, result: pageOf(welfareTopic), example: { input: page } },
  getNewTopic: { request: emptyRequest, result: welfareTopic.nullable(), example: {} },
  getTopics: { request: pagingRequest, result: pageOf(welfareTopic), example: { input: page } },
  getTopicGoodsPush: {
    request: pagingRequest.extend({ topicId: idField }),
    result: goodsPage.extend({ topic: welfareTopic }),
    example: { input: { ...page, topicId: fromState('welfareTopicId', 1) }, states: seeded },
    refuses: true,
  },
  selectSignPageDetail: { request: emptyRequest, result: signPage, example: {}, refuses: true },
  addOrUpdateSign: {
    request: emptyRequest,
    result: signPage.extend({ gained: z.number().int().nonnegative() }),
    example: {},
    refuses: true,
  },
} satisfies SchemasOf<typeof welfareRoutes>;
