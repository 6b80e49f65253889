import { z } from 'zod';
import {
  emptyRequest,
  epochMs,
  fen,
  goodsCard,
  idField,
  imageUrl,
  pageOf,
  paging,
} from './common.schemas.js';
import { FLASH_STATUSES } from '../rules/flash-sessions.js';
import type { flashSaleRoutes } from './flash-sale.routes.js';
import type { SchemasOf } from './types.js';
import { fromState, state, STATES } from '../examples/entry-example.js';
import { page, seeded } from '../examples/shared-example-values.js';

const session = z.object({
  sessionId: z.number().int().positive(),
  title: z.string().describe('如 10:00'),
  startTime: epochMs,
  endTime: epochMs,
  status: z.enum(FLASH_STATUSES),
});
const flashGoods = goodsCard.extend({
  sessionId: z.number().int().positive(),
  flashPrice: fen,
  flashStock: z.number().int().nonnegative(),
  progress: z.number().int().min(0).max(100),
  reminded: z.boolean(),
});
const flashTopic = z.object({
  topicId: z.number().int().positive(),
  title: z.string(),
  bannerUrl: imageUrl,
  startTime: epochMs,
  endTime: epochMs,
});
const sessionRequest = z.object({ ...paging, sessionId: idField.optional() });

export const flashSaleSchemas = {
  getFlashSale: {
    request: emptyRequest,
    result: z.object({ session: session.nullable(), goods: z.array(flashGoods), serverTime: epochMs }),
    example: { shape: { present: ['session'] } },
  },
  getTimeAxisV2: {
    request: emptyRequest,
    result: z.object({ sessions: z.array(session), serverTime: epochMs }),
    example: {},
  },
  getWebFlashSaleTopicAndTopicProduct: {
    request: emptyRequest,
    result: z.array(flashTopic.extend({ goods: z.array(flashGoods) })),
    example: {},
  },
  getNewFlashSaleGoods: {
    request: sessionRequest,
    result: pageOf(flashGoods).extend({ session }),
    example: { input: { ...page, sessionId: fromState('flashSessionId', 1) }, states: seeded },
    refuses: true,
  },
  getFlashSaleGoods: {
    request: sessionRequest,
    result: pageOf(flashGoods),
    example: { input: { ...page, sessionId: fromState('flashSessionId', 1) }, states: seeded },
    refuses: true,
  },
  getFlashSaleTopic: {
    request: z.object({ topicId: idField }),
    result: flashTopic,
    example: { input: { topicId: fromState('flashTopicId', 1) }, states: seeded },
    refuses: true,
  },
  getFlashSaleTopicGoods: {
    request: z.object({ ...paging, topicId: idField }),
    result: pageOf(flashGoods),
    example: { input: { ...page, topicId: fromState('flashTopicId', 1) }, states: seeded },
    refuses: true,
  },
  addMyRemind: {
    request: z.object({ goodsId: idField, sessionId: idField }),
    result: z.object({ reminded: z.literal(true) }),
    example: {
      input: {
        goodsId: fromState('upcomingFlashGoodsId', 1001),
        sessionId: fromState('upcomingFlashSessionId', 1),
      },
      states: seeded,
    },
    refuses: true,
  },
  deleteMyRemind: {
    request: z.object({ goodsId: idField, sessionId: idField }),
    result: z.object({ reminded: z.literal(false) }),
    example: {
      input: {
        goodsId: fromState('upcomingFlashGoodsId', 1001),
        sessionId: fromState('upcomingFlashSessionId', 1),
      },
      states: [state(STATES.seeded), state(STATES.reminder)],
    },
    refuses: true,
  },
} satisfies SchemasOf<typeof flashSaleRoutes>;
