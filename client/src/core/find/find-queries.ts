// The content community's reads (the catalogue's find area): posts and articles, topics,
// comments, and the signed-in user's collections.
import type { InputOf } from '../api/call';
import { apiPagedQuery, useApiPagedQuery } from '../api/paged-query';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** A document's comments, paged. */
export const useComments = (
  input: InputOf<'getNewFindCommentList'>,
  extras?: QueryExtras<'getNewFindCommentList'>,
) => useApiQuery(apiQuery('getNewFindCommentList', input), extras);

/** 热门话题. */
export const useHotTopics = (input?: InputOf<'getHotTopic'>, extras?: QueryExtras<'getHotTopic'>) =>
  useApiQuery(apiQuery('getHotTopic', input), extras);

/** Recommended posts or study articles (`kind`), paged. */
export const useRecommendedPosts = (
  input?: InputOf<'getPostRemendList'>,
  extras?: QueryExtras<'getPostRemendList'>,
) => useApiQuery(apiQuery('getPostRemendList', input), extras);

/** One topic. */
export const useTopic = (input: InputOf<'getTopicById'>, extras?: QueryExtras<'getTopicById'>) =>
  useApiQuery(apiQuery('getTopicById', input), extras);

/** The posts of one topic, paged. */
export const useTopicDocuments = (
  input: InputOf<'getDocumentTopicListV3'>,
  extras?: QueryExtras<'getDocumentTopicListV3'>,
) => useApiQuery(apiQuery('getDocumentTopicListV3', input), extras);

/** One post or article. */
export const useDocumentDetail = (
  input: InputOf<'getFindDocumentDetails'>,
  extras?: QueryExtras<'getFindDocumentDetails'>,
) => useApiQuery(apiQuery('getFindDocumentDetails', input), extras);

/** 我收藏的文章. */
export const useCollectedDocuments = (
  input?: InputOf<'getMyCollectDocumentList'>,
  extras?: QueryExtras<'getMyCollectDocumentList'>,
) => useApiQuery(apiQuery('getMyCollectDocumentList', input), extras);

/** 我收藏的商品. */
export const useCollectedGoods = (
  input?: InputOf<'getMyCollectGoodList'>,
  extras?: QueryExtras<'getMyCollectGoodList'>,
) => useApiQuery(apiQuery('getMyCollectGoodList', input), extras);

/** 我收藏的商品 as an endless list (the phone's 我的收藏). */
export const useCollectedGoodsFeed = () => useApiPagedQuery(apiPagedQuery('getMyCollectGoodList', {}));

/** 我收藏的帖子. */
export const useCollectedPosts = (
  input?: InputOf<'getMyCollectPostListV2'>,
  extras?: QueryExtras<'getMyCollectPostListV2'>,
) => useApiQuery(apiQuery('getMyCollectPostListV2', input), extras);

/** 我收藏的话题. */
export const useCollectedTopics = (
  input?: InputOf<'getMyCollectFindTopiclist'>,
  extras?: QueryExtras<'getMyCollectFindTopiclist'>,
) => useApiQuery(apiQuery('getMyCollectFindTopiclist', input), extras);

/** 我收藏的文章 or 我收藏的帖子, picked by name (they share one shape). */
export const useCollectedDocumentList = <N extends 'getMyCollectDocumentList' | 'getMyCollectPostListV2'>(
  call: N,
  input: InputOf<N>,
  extras?: QueryExtras<N>,
) => useApiQuery(apiQuery(call, input), extras);

/** A post or article (getFindDocumentDetails) or a 生活研究所 article (getLifeDocumentDetails): one shape. */
export const useDocumentDetailOf = <N extends 'getFindDocumentDetails' | 'getLifeDocumentDetails'>(
  call: N,
  input: InputOf<N>,
  extras?: QueryExtras<N>,
) => useApiQuery(apiQuery(call, input), extras);

/** A topic's posts as an endless list (the phone's topic page), newest or hottest first. */
export const useTopicDocumentFeed = (topicId: number, sort: 'new' | 'hot', extras?: { enabled?: boolean }) =>
  useApiPagedQuery(apiPagedQuery('getDocumentTopicListV3', { topicId, sort }), extras);
