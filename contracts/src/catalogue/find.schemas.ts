import { z } from 'zod';
import {
  comment,
  documentCard,
  documentDetail,
  flagField,
  goodsCard,
  idField,
  idFieldSaying,
  pageOf,
  paging,
  pagingRequest,
  pictureList,
  textField,
  topic,
} from './common.schemas.js';
import type { findRoutes } from './find.routes.js';
import type { SchemasOf } from './types.js';
import { DOCUMENT_KINDS } from '../rules/document-kinds.js';
import { fromState, state, STATES } from '../examples/entry-example.js';
import { documentId, goodsId, page, seeded, topicId } from '../examples/shared-example-values.js';

/** A post names its topic, or brings a title and content (both may come): a union, the document's anyOf. */
const postFields = {
  title: textField(50, '帖子标题'),
  content: textField(2000, '帖子内容'),
  pictures: pictureList,
  collect: flagField.default(1),
};
const postRequest = z.union([
  z.object({
    ...postFields,
    topicId: idFieldSaying('请选择话题或填写帖子标题和内容'),
    title: postFields.title.optional(),
    content: postFields.content.optional(),
  }),
  z.object(postFields),
]);

const favorResult = z.object({ favored: z.boolean(), favorCount: z.number().int().nonnegative() });

export const findSchemas = {
  addCommentFavor: {
    request: z.object({ commentId: idField, favor: flagField.default(1) }),
    result: favorResult,
    example: { input: { commentId: fromState('commentId', 1), favor: 1 }, states: seeded },
    refuses: true,
  },
  getNewFindCommentList: {
    request: z.object({ ...paging, documentId: idField }),
    result: pageOf(comment),
    example: {
      input: { ...page, documentId: fromState('commentedDocumentId', 1) },
      states: seeded,
    },
    refuses: true,
  },
  newAddComment: {
    request: z.object({
      documentId: idField,
      content: textField(500, '评论内容'),
      parentId: z.coerce.number().int().nonnegative().default(0),
      replyUid: z.coerce.number().int().nonnegative().default(0),
    }),
    result: comment,
    example: { input: { documentId, content: '写得真好，学到了' }, states: seeded },
    refuses: true,
  },
  getHotTopic: { request: pagingRequest, result: pageOf(topic), example: { input: page } },
  getPostRemendList: {
    request: z.object({
      ...paging,
      kind: z.enum(DOCUMENT_KINDS).default('post'),
      categoryId: idField.optional(),
    }),
    result: pageOf(documentCard),
    example: { input: { ...page, kind: 'post' } },
  },
  addDocumentFavor: {
    request: z.object({ documentId: idField, favor: flagField.default(1) }),
    result: favorResult,
    example: { input: { documentId, favor: 1 }, states: seeded },
    refuses: true,
  },
  getTopicById: {
    request: z.object({ topicId: idField }),
    result: topic,
    example: { input: { topicId }, states: seeded },
    refuses: true,
  },
  getDocumentTopicListV3: {
    request: z.object({ ...paging, topicId: idField, sort: z.enum(['new', 'hot']).default('new') }),
    result: pageOf(documentCard),
    example: { input: { ...page, topicId, sort: 'new' }, states: seeded },
    refuses: true,
  },
  getFindDocumentDetails: {
    request: z.object({ documentId: idField }),
    result: documentDetail,
    example: { input: { documentId: fromState('postId', 1) }, states: seeded },
    refuses: true,
  },
  followSaveOrUpdate: {
    request: z.object({ followUid: idField, follow: flagField.default(1) }),
    result: z.object({ followed: z.boolean(), fansCount: z.number().int().nonnegative() }),
    example: { input: { followUid: fromState('authorUid', 1), follow: 1 }, states: seeded },
    refuses: true,
  },
  addFindTopic: {
    request: postRequest,
    result: z.object({
      topicId: z.number().int().nonnegative(),
      collected: z.boolean(),
      documentId: z.number().int().nonnegative(),
    }),
    example: {
      input: { topicId, title: '周末露营装备清单', content: '分享一下我这次露营带的装备，轻量又实用。' },
      states: seeded,
    },
    refuses: true,
  },
  addGoodsCollect: {
    request: z.object({
      targetId: idField,
      targetType: z.enum(['goods', 'document'], { error: '收藏类型只能是 goods 或 document' }),
      collect: flagField.default(1),
    }),
    result: z.object({ collected: z.boolean() }),
    example: { input: { targetId: goodsId, targetType: 'goods', collect: 1 }, states: seeded },
    refuses: true,
  },
  getMyCollectDocumentList: {
    request: pagingRequest,
    result: pageOf(documentCard),
    example: { input: page, states: [state(STATES.seeded), state(STATES.collections)] },
    refuses: true,
  },
  getMyCollectGoodList: {
    request: pagingRequest,
    result: pageOf(goodsCard),
    example: { input: page, states: [state(STATES.seeded), state(STATES.collections)] },
    refuses: true,
  },
  getMyCollectPostListV2: {
    request: pagingRequest,
    result: pageOf(documentCard),
    example: { input: page, states: [state(STATES.seeded), state(STATES.collections)] },
    refuses: true,
  },
  getMyCollectFindTopiclist: {
    request: pagingRequest,
    result: pageOf(topic),
    example: { input: page, states: [state(STATES.seeded), state(STATES.collections)] },
    refuses: true,
  },
} satisfies SchemasOf<typeof findRoutes>;
