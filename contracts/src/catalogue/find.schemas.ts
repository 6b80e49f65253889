import { z } from 'zod';
import {
  comment,
  documentCard,
  documentDetail,
  flagField,
  goodsCard,
  idField,
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

const favorResult = z.object({ favored: z.boolean(), favorCount: z.number().int().nonnegative() });

export const findSchemas = {
  addCommentFavor: {
    request: z.object({ commentId: idField, favor: flagField.default(1) }),
    result: favorResult,
  },
  getNewFindCommentList: { request: z.object({ ...paging, documentId: idField }), result: pageOf(comment) },
  newAddComment: {
    request: z.object({
      documentId: idField,
      content: textField(500, '评论内容'),
      parentId: z.coerce.number().int().nonnegative().default(0),
      replyUid: z.coerce.number().int().nonnegative().default(0),
    }),
    result: comment,
  },
  getHotTopic: { request: pagingRequest, result: pageOf(topic) },
  getPostRemendList: {
    request: z.object({
      ...paging,
      kind: z.enum(DOCUMENT_KINDS).default('post'),
      categoryId: idField.optional(),
    }),
    result: pageOf(documentCard),
  },
  addDocumentFavor: {
    request: z.object({ documentId: idField, favor: flagField.default(1) }),
    result: favorResult,
  },
  getTopicById: { request: z.object({ topicId: idField }), result: topic },
  getDocumentTopicListV3: {
    request: z.object({ ...paging, topicId: idField, sort: z.enum(['new', 'hot']).default('new') }),
    result: pageOf(documentCard),
  },
  getFindDocumentDetails: { request: z.object({ documentId: idField }), result: documentDetail },
  followSaveOrUpdate: {
    request: z.object({ followUid: idField, follow: flagField.default(1) }),
    result: z.object({ followed: z.boolean(), fansCount: z.number().int().nonnegative() }),
  },
  addFindTopic: {
    request: z
      .object({
        topicId: idField.optional(),
        title: textField(50, '帖子标题').optional(),
        content: textField(2000, '帖子内容').optional(),
        pictures: pictureList,
        collect: flagField.default(1),
      })
      .refine((v) => v.topicId !== undefined || (v.title !== undefined && v.content !== undefined), {
        message: '请选择话题或填写帖子标题和内容',
        path: ['topicId'],
      }),
    result: z.object({
      topicId: z.number().int().nonnegative(),
      collected: z.boolean(),
      documentId: z.number().int().nonnegative(),
    }),
  },
  addGoodsCollect: {
    request: z.object({
      targetId: idField,
      targetType: z.enum(['goods', 'document'], { error: '收藏类型只能是 goods 或 document' }),
      collect: flagField.default(1),
    }),
    result: z.object({ collected: z.boolean() }),
  },
  getMyCollectDocumentList: { request: pagingRequest, result: pageOf(documentCard) },
  getMyCollectGoodList: { request: pagingRequest, result: pageOf(goodsCard) },
  getMyCollectPostListV2: { request: pagingRequest, result: pageOf(documentCard) },
  getMyCollectFindTopiclist: { request: pagingRequest, result: pageOf(topic) },
} satisfies SchemasOf<typeof findRoutes>;
