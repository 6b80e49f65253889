// The content community's writes: like a comment or a document, comment, follow a user, collect a
// topic, goods or document, and publish a post. Each refreshes the lists it changes (my
// collections, a document's comments, the post lists); the one record a caller shows (the heart it
// just filled, the topic it collected) it patches from the reply, so no refetch undoes it.
import type { EndpointName } from '@storefront/contracts';
import { call, type InputOf } from '../api/call';
import { useApiMutation, type CallbacksOf } from '../api/mutation';

const COLLECTION_READS = [
  'getMyCollectDocumentList',
  'getMyCollectGoodList',
  'getMyCollectPostListV2',
  'getMyCollectFindTopiclist',
] as const satisfies readonly EndpointName[];

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
  useApiMutation((input: InputOf<'addDocumentFavor'>) => call('addDocumentFavor', input), {}, callbacks);

/** 关注 a user (follow 1) or stop (0); the reply's state and fan count patch what the caller shows. */
export const useFollowUser = (callbacks?: CallbacksOf<'followSaveOrUpdate'>) =>
  useApiMutation((input: InputOf<'followSaveOrUpdate'>) => call('followSaveOrUpdate', input), {}, callbacks);

/** 收藏 goods, a document or a post (collect 1) or take it back (0). */
export const useCollect = (callbacks?: CallbacksOf<'addGoodsCollect'>) =>
  useApiMutation(
    (input: InputOf<'addGoodsCollect'>) => call('addGoodsCollect', input),
    { invalidates: COLLECTION_READS },
    callbacks,
  );

/** 收藏话题 (collect 1) or take it back (0); the caller patches the topic it shows from the reply. */
export const useCollectTopic = (callbacks?: CallbacksOf<'addFindTopic'>) =>
  useApiMutation(
    (input: InputOf<'addFindTopic'>) => call('addFindTopic', input),
    { invalidates: COLLECTION_READS },
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
