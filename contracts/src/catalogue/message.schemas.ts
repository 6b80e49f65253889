import { z } from 'zod';
import { QR_LEVELS } from '../constants.js';
import { idField, messageItem, nonBlank, pageOf, paging } from './common.schemas.js';
import type { messageRoutes } from './message.routes.js';
import type { SchemasOf } from './types.js';
import { fromState, state, STATES } from '../examples/entry-example.js';
import { page, uid } from '../examples/shared-example-values.js';
import type { ResultShapeOptions } from '../examples/result-example.js';

/** The seeded boxes of the demo user (state `messages`). */
const inboxes = [state(STATES.messages)];
/** The comment, like and news boxes name who wrote each message. */
const fromUsers: ResultShapeOptions = { present: ['list[].fromUser'] };
/** One message box: a page of its messages and the unread count. */
const messageBox = (shape?: ResultShapeOptions) => ({
  request: z.object({ ...paging, uid: idField.optional() }),
  result: pageOf(messageItem).extend({ unread: z.number().int().nonnegative() }),
  example: { input: page, states: inboxes, ...(shape ? { shape } : {}) },
  refuses: true as const,
});

export const messageSchemas = {
  messageTotal: {
    request: z.object({ uid: idField }),
    result: z.object({
      likeTotal: z.number().int().nonnegative(),
      smTotal: z.number().int().nonnegative(),
      commentTotal: z.number().int().nonnegative(),
      focusTotal: z.number().int().nonnegative(),
      favorTotal: z.number().int().nonnegative(),
      newsNmb: z.number().int().nonnegative(),
    }),
    example: { input: { uid }, states: inboxes },
    refuses: true,
  },
  commentMessageList: messageBox(fromUsers),
  favorMessageList: messageBox(fromUsers),
  newMsgMessageList: messageBox(fromUsers),
  newOfficialCommentList: messageBox(),
  orderMessageList: messageBox(),
  createQrCode: {
    request: z.object({
      page: z
        .string({ error: '缺少页面路径' })
        .trim()
        .min(1, '缺少页面路径')
        .max(100)
        .regex(/^[\w/-]+$/, '页面路径格式不正确'),
      scene: z
        .string({ error: '缺少场景值' })
        .min(1)
        .max(200)
        .regex(/^[^&]*&[^&]*&pc@$/, '场景值格式应为 token&userId&pc@'),
      size: z.coerce.number().int().min(64).max(1024).optional(),
      level: z.enum(QR_LEVELS).optional(),
    }),
    result: z.object({ imgUrl: z.string().min(1) }),
    example: {
      // The logged-in scene names the caller's own token and uid (checked by the provider).
      input: { page: 'pages/goods/goods', scene: fromState('qrScene', 'a1b2c3d4&100000&pc@') },
      visitorInput: { page: 'pages/goods/goods', scene: '0&0&pc@' },
      bad: { input: { page: 'pages/goods/goods', scene: 'bad' }, field: 'scene' },
    },
    refuses: true,
  },
  collectBehaviourData: {
    request: z.object({
      event: z.string({ error: '缺少事件名' }).trim().min(1).max(50).regex(nonBlank(1), '缺少事件名'),
      page: z.string().max(300).default(''),
      data: z.string().max(2000).default('').describe('事件附加数据（JSON 文本）'),
    }),
    result: z.object({ accepted: z.literal(true) }),
    example: { input: { event: 'page_view', page: '/home', data: '{"from":"pact"}' } },
    refuses: true,
  },
} satisfies SchemasOf<typeof messageRoutes>;
