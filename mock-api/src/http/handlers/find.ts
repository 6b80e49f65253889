// The find (community) area: comments, hot topics, recommended posts, topic pages and document
// details; likes, comments, follows, posts, topic and goods collections and the my-collect lists.
// User-made likes, comments, posts, follows and collections are merged into reads by domain/catalogue/views.ts.
import { Refusal } from '../../domain/refusal.js';
import { uidOf, type AreaHandlers } from '../api/handler-types.js';
import {
  addComment,
  addPost,
  favorComment,
  favorDocument,
  isCollected,
  setCollect,
  setFollow,
} from '../../domain/community/community.js';
import {
  collectedDocumentCards,
  collectedGoodsCards,
  collectedTopics,
} from '../../domain/community/my-lists.js';
import { userBrief } from '../../domain/account/users-view.js';
import { page as paginate } from '../../shared/paging.js';
import { withUpkeep } from './with-upkeep.js';
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

const reads: AreaHandlers<ReadNames> = {
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

/** The writes, and the lists of what the caller collected, run upkeep first (see with-upkeep.ts). */
const writes: AreaHandlers<Exclude<NamesOf<'find'>, ReadNames>> = withUpkeep({
  addDocumentFavor: ({ documentId, favor }, ctx) => favorDocument(ctx, uidOf(ctx), documentId, favor === 1),

  addCommentFavor: ({ commentId, favor }, ctx) => favorComment(ctx, uidOf(ctx), commentId, favor === 1),

  newAddComment: (input, ctx) => {
    const row = addComment(ctx, uidOf(ctx), input);
    return {
      commentId: row.id,
      documentId: row.documentId,
      parentId: row.parentId,
      user: userBrief(ctx, row.uid),
      replyTo: row.replyUid ? userBrief(ctx, row.replyUid) : null,
      content: row.content,
      createTime: row.createTime,
      favorCount: 0,
      favored: false,
      replies: [],
    };
  },

  followSaveOrUpdate: ({ followUid, follow }, ctx) => setFollow(ctx, uidOf(ctx), followUid, follow === 1),

  addFindTopic: (input, ctx) => {
    const { title, content, pictures, collect } = input;
    const topicId = 'topicId' in input ? input.topicId : undefined;
    const uid = uidOf(ctx);
    if (title !== undefined && content !== undefined) {
      // With a title and content this publishes a post (under the topic, when one is given).
      const post = addPost(ctx, uid, { topicId: topicId ?? 0, title, content, pictures });
      return {
        topicId: post.topicId,
        collected: post.topicId ? isCollected(ctx, uid, 'topic', post.topicId) : false,
        documentId: post.id,
      };
    }
    const collected = setCollect(ctx, uid, 'topic', topicId!, collect === 1);
    return { topicId: topicId!, collected, documentId: 0 };
  },

  addGoodsCollect: ({ targetId, targetType, collect }, ctx) => ({
    collected: setCollect(ctx, uidOf(ctx), targetType, targetId, collect === 1),
  }),

  getMyCollectGoodList: ({ pageNum, pageSize }, ctx) =>
    paginate(collectedGoodsCards(ctx, uidOf(ctx)), pageNum, pageSize),
  getMyCollectDocumentList: ({ pageNum, pageSize }, ctx) =>
    paginate(collectedDocumentCards(ctx, uidOf(ctx), 'articles'), pageNum, pageSize),
  getMyCollectPostListV2: ({ pageNum, pageSize }, ctx) =>
    paginate(collectedDocumentCards(ctx, uidOf(ctx), 'posts'), pageNum, pageSize),
  getMyCollectFindTopiclist: ({ pageNum, pageSize }, ctx) =>
    paginate(collectedTopics(ctx, uidOf(ctx)), pageNum, pageSize),
});

export const findHandlers: AreaHandlers<NamesOf<'find'>> = { ...reads, ...writes };
