// The content community's writes: like a comment or a document, comment, follow a user, collect a
// topic, goods or document, and publish a post. Each refreshes the lists it changes (my
// collections, a document's comments, the post lists) and patches the records it changed from the
// reply wherever they are cached (the heart just filled, the topic collected, the author followed),
// so the button turns at once and no component patches the cache.
import type { EndpointName, ResultOf } from '@storefront/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call, type InputOf } from '../api/call';
import { patchCached, sameId } from '../api/cache-patch';
import { useApiMutation, type CallbacksOf } from '../api/mutation';

const COLLECTION_READS = [
  'getMyCollectDocumentList',
  'getMyCollectGoodList',
  'getMyCollectPostListV2',
  'getMyCollectFindTopiclist',
] as const satisfies readonly EndpointName[];

/** The two document details (文章 and 生活) carry the same flags. */
const DOCUMENT_DETAILS = ['getFindDocumentDetails', 'getLifeDocumentDetails'] as const;
type DocumentDetail = ResultOf<'getFindDocumentDetails'>;

function patchDocument(client: QueryClient, documentId: unknown, changes: Partial<DocumentDetail>) {
  for (const name of DOCUMENT_DETAILS)
    patchCached(client, name, (d) => (sameId(d.documentId, documentId) ? { ...d, ...changes } : d));
}

/** A follow's new state on every cached record that shows it: a profile, a member list, an author. */
function patchFollow(client: QueryClient, uid: unknown, r: ResultOf<'followSaveOrUpdate'>) {
  patchCached(client, 'getPersonalData', (p) =>
    sameId(p.uid, uid) ? { ...p, followed: r.followed, fansCount: r.fansCount } : p,
  );
  patchCached(client, 'searchMemberlist', (page) => ({
    ...page,
    list: page.list.map((m) =>
      sameId(m.uid, uid) ? { ...m, followed: r.followed, fansCount: r.fansCount } : m,
    ),
  }));
  for (const name of DOCUMENT_DETAILS)
    patchCached(client, name, (d) => (sameId(d.author.uid, uid) ? { ...d, authorFollowed: r.followed } : d));
}

/** 评论点赞 (favor 1) or take it back (0). */
export const useLikeComment = (callbacks?: CallbacksOf<'addCommentFavor'>) =>
  useApiMutation((input: InputOf<'addCommentFavor'>) => call('addCommentFavor', input), {}, callbacks);

/** 发表评论 on a document, or a reply to a comment. */
export const useAddComment = (callbacks?: CallbacksOf<'newAddComment'>) =>
  useApiMutation(
    (input: InputOf<'newAddComment'>) => call('newAddComment', input),
    { invalidates: ['getNewFindCommentList', 'getFindDocumentDetails', 'getLifeDocumentDetails'] },
    callbacks,
  );

/** 文章/帖子点赞 (favor 1) or take it back (0). */
export const useLikeDocument = (callbacks?: CallbacksOf<'addDocumentFavor'>) =>
  useApiMutation(
    (input: InputOf<'addDocumentFavor'>) => call('addDocumentFavor', input),
    {
      update: (client, r, input) =>
        patchDocument(client, input.documentId, { favored: r.favored, favorCount: r.favorCount }),
    },
    callbacks,
  );

/** 关注 a user (follow 1) or stop (0); the reply's state and fan count patch every record showing it. */
export const useFollowUser = (callbacks?: CallbacksOf<'followSaveOrUpdate'>) =>
  useApiMutation(
    (input: InputOf<'followSaveOrUpdate'>) => call('followSaveOrUpdate', input),
    { update: (client, r, input) => patchFollow(client, input.followUid, r) },
    callbacks,
  );

/** 收藏 goods, a document or a post (collect 1) or take it back (0). */
export const useCollect = (callbacks?: CallbacksOf<'addGoodsCollect'>) =>
  useApiMutation(
    (input: InputOf<'addGoodsCollect'>) => call('addGoodsCollect', input),
    {
      invalidates: COLLECTION_READS,
      update: (client, { collected }, input) => {
        if (input.targetType === 'document') patchDocument(client, input.targetId, { collected });
        else
          patchCached(client, 'getGoods', (g) =>
            sameId(g.goodsId, input.targetId) ? { ...g, collected } : g,
          );
      },
    },
    callbacks,
  );

/** 收藏话题 (collect 1) or take it back (0); the cached topic takes the reply's flag. */
export const useCollectTopic = (callbacks?: CallbacksOf<'addFindTopic'>) =>
  useApiMutation(
    (input: InputOf<'addFindTopic'>) => call('addFindTopic', input),
    {
      invalidates: COLLECTION_READS,
      update: (client, { topicId, collected }) =>
        patchCached(client, 'getTopicById', (t) => (sameId(t.topicId, topicId) ? { ...t, collected } : t)),
    },
    callbacks,
  );

/** 发布帖子 under a topic (addFindTopic with a title, text and pictures); the post lists refresh. */
export const usePublishPost = (callbacks?: CallbacksOf<'addFindTopic'>) =>
  useApiMutation(
    (input: InputOf<'addFindTopic'>) => call('addFindTopic', input),
    {
      invalidates: [
        'getPostRemendList',
        'getDocumentTopicListV3',
        'getTopicById',
        'getHotTopic',
        'getMyPostList',
      ],
    },
    callbacks,
  );
