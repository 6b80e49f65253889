import { z } from 'zod';
import { QR_LEVELS } from '../constants.js';
import { idField, messageItem, pageOf, paging } from './common.schemas.js';
import type { messageRoutes } from './message.routes.js';
import type { SchemasOf } from './types.js';

const messageList = {
  request: z.object({ ...paging, uid: idField.optional() }),
  result: pageOf(messageItem).extend({ unread: z.number().int().nonnegative() }),
};

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
  },
  commentMessageList: messageList,
  favorMessageList: messageList,
  newMsgMessageList: messageList,
  newOfficialCommentList: messageList,
  orderMessageList: messageList,
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
  },
  collectBehaviourData: {
    request: z.object({
      event: z.string({ error: '缺少事件名' }).trim().min(1).max(50),
      page: z.string().max(300).default(''),
      data: z.string().max(2000).default('').describe('事件附加数据（JSON 文本）'),
    }),
    result: z.object({ accepted: z.literal(true) }),
  },
} satisfies SchemasOf<typeof messageRoutes>;
