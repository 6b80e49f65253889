// The search reads: suggestions while typing, results per kind (goods, documents, posts,
// users) and the hot words under the search box.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** Everything matching a keyword (the suggestions under the box). */
export const useSearchContent = (input: InputOf<'searchContent'>, extras?: QueryExtras<'searchContent'>) =>
  useApiQuery(apiQuery('searchContent', input), extras);

/** Articles and topics matching a keyword. */
export const useSearchDocuments = (
  input: InputOf<'searchDucumentAndTopiclist'>,
  extras?: QueryExtras<'searchDucumentAndTopiclist'>,
) => useApiQuery(apiQuery('searchDucumentAndTopiclist', input), extras);

/** Posts matching a keyword. */
export const useSearchPosts = (input: InputOf<'searchPostlist'>, extras?: QueryExtras<'searchPostlist'>) =>
  useApiQuery(apiQuery('searchPostlist', input), extras);

/** Goods matching a keyword. */
export const useSearchGoods = (input: InputOf<'searchGoodslist'>, extras?: QueryExtras<'searchGoodslist'>) =>
  useApiQuery(apiQuery('searchGoodslist', input), extras);

/** Users matching a keyword. */
export const useSearchUsers = (
  input: InputOf<'searchMemberlist'>,
  extras?: QueryExtras<'searchMemberlist'>,
) => useApiQuery(apiQuery('searchMemberlist', input), extras);

/** The hot words of one search type. */
export const useHotSearchWords = (
  input: InputOf<'getSearchHotWord'>,
  extras?: QueryExtras<'getSearchHotWord'>,
) => useApiQuery(apiQuery('getSearchHotWord', input), extras);

/** The result lists of the search pages, one per kind. */
export type SearchCall =
  'searchGoodslist' | 'searchDucumentAndTopiclist' | 'searchPostlist' | 'searchMemberlist';

/** One page of the results of `call` (each search page picks its kind). */
export const useSearchResults = <N extends SearchCall>(call: N, input: InputOf<N>, extras?: QueryExtras<N>) =>
  useApiQuery(apiQuery(call, input), extras);
