// Community and personal writes: likes, comments, follows, posts and topic collections, goods and
// document collections with the four my-collect lists, flash-sale reminders, daily sign-in and the
// user-behaviour collector.
import type { AreaHandlers, HandlerContext } from '../api/handler-types.js';
import { recordBehaviour } from '../../domain/catalogue/behaviour.js';
import { withUpkeep } from './with-upkeep.js';
import { page as paginate } from '../../shared/paging.js';
import {
  collectedDocumentCards,
  collectedGoodsCards,
  collectedTopics,
} from '../../domain/community/my-lists.js';
import {
  addComment,
  addPost,
  favorComment,
  favorDocument,
  isCollected,
  setCollect,
  setFollow,
} from '../../domain/community/community.js';
import { addReminder, removeReminder } from '../../domain/catalogue/reminders.js';
import { findFlashSession } from '../../seed/flash-sale.js';
import { signIn, signPage } from '../../domain/account/sign-in.js';
import { userBrief } from '../../domain/account/users-view.js';
import type { NamesOf } from './area-names.js';

const uidOf = (ctx: HandlerContext): number => ctx.session!.userId;

type Names =
  | Exclude<
      NamesOf<'find'>,
      | 'getNewFindCommentList'
      | 'getHotTopic'
      | 'getPostRemendList'
      | 'getTopicById'
      | 'getDocumentTopicListV3'
      | 'getFindDocumentDetails'
    >
  | 'addMyRemind'
  | 'deleteMyRemind'
  | 'selectSignPageDetail'
  | 'addOrUpdateSign'
  | 'collectBehaviourData';

export const communityWriteHandlers: AreaHandlers<Names> = withUpkeep({
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

  addFindTopic: ({ topicId, title, content, pictures, collect }, ctx) => {
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

  addMyRemind: ({ goodsId, sessionId }, ctx) => {
    addReminder(ctx, uidOf(ctx), goodsId, findFlashSession(ctx.seed.flashPool, sessionId) ?? undefined);
    return { reminded: true as const };
  },

  deleteMyRemind: ({ goodsId, sessionId }, ctx) => {
    removeReminder(ctx, uidOf(ctx), goodsId, sessionId);
    return { reminded: false as const };
  },

  selectSignPageDetail: (_input, ctx) => signPage(ctx, uidOf(ctx)),

  addOrUpdateSign: (_input, ctx) => {
    const { gained } = signIn(ctx, uidOf(ctx));
    return { ...signPage(ctx, uidOf(ctx)), gained };
  },

  collectBehaviourData: ({ event, page, data }, ctx) => {
    recordBehaviour(ctx.store, {
      uid: ctx.session?.userId ?? 0,
      event,
      page,
      data,
      ip: ctx.ip,
      createTime: ctx.now(),
    });
    return { accepted: true as const };
  },
});
