// Community reads: comments, hot topics, recommended posts, topic pages and document details.
// User-made likes, comments, posts, follows and collections are merged in by domain/catalogue/views.ts.
import { Refusal } from '../../domain/refusal.js';
import type { AreaHandlers } from '../api/handler-types.js';
import {
  commentsOf,
  documentCard,
  documentDetail,
  documentsOf,
  findDocument,
  page,
  pageMap,
  topicView,
  favorCountOf,
} from '../../domain/catalogue/views.js';
import type { ViewCtx } from '../../domain/context.js';
import type { NamesOf } from './area-names.js';

const DOCUMENT_MISSING = '内容不存在或已删除';

function topicOrRefuse(ctx: ViewCtx, topicId: number) {
  const topic = ctx.seed.topics.get(topicId);
  if (!topic) throw new Refusal('话题不存在');
  return topic;
}

type ReadNames =
  | 'getNewFindCommentList'
  | 'getHotTopic'
  | 'getPostRemendList'
  | 'getTopicById'
  | 'getDocumentTopicListV3'
  | 'getFindDocumentDetails';
const _areaCheck: ReadNames extends NamesOf<'find'> ? true : never = true;
void _areaCheck;

export const findReadHandlers: AreaHandlers<ReadNames> = {
  getNewFindCommentList: ({ pageNum, pageSize, documentId }, ctx) => {
    if (!findDocument(ctx, documentId)) throw new Refusal(DOCUMENT_MISSING);
    return page(commentsOf(ctx, documentId), pageNum, pageSize);
  },
  getHotTopic: ({ pageNum, pageSize }, ctx) => {
    const topics = [...ctx.seed.topics.values()].sort((a, b) => b.hot - a.hot || a.topicId - b.topicId);
    return pageMap(topics, pageNum, pageSize, (t) => topicView(ctx, t));
  },
  getPostRemendList: ({ pageNum, pageSize, kind, categoryId }, ctx) => {
    const list = documentsOf(ctx, [kind]).filter(
      (d) => categoryId === undefined || d.categoryId === categoryId,
    );
    return pageMap(list, pageNum, pageSize, (d) => documentCard(ctx, d));
  },
  getTopicById: ({ topicId }, ctx) => topicView(ctx, topicOrRefuse(ctx, topicId)),
  getDocumentTopicListV3: ({ pageNum, pageSize, topicId, sort }, ctx) => {
    topicOrRefuse(ctx, topicId);
    let list = documentsOf(ctx, ['post']).filter((d) => d.topicId === topicId);
    if (sort === 'hot') {
      const score = new Map(
        list.map((d) => [d.documentId, favorCountOf(ctx, 'document', d.documentId, d.favorCount)]),
      );
      list = [...list].sort(
        (a, b) => score.get(b.documentId)! - score.get(a.documentId)! || b.documentId - a.documentId,
      );
    }
    return pageMap(list, pageNum, pageSize, (d) => documentCard(ctx, d));
  },
  getFindDocumentDetails: ({ documentId }, ctx) => {
    const d = findDocument(ctx, documentId);
    if (!d) throw new Refusal(DOCUMENT_MISSING);
    return documentDetail(ctx, d);
  },
};
