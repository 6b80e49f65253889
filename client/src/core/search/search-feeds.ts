// Search results page by page for endless scrolling; nothing is asked before there is a keyword.
import { apiPagedQuery, useApiPagedQuery } from '../api/paged-query';

/** Goods matching `keyword`, sorted (0 综合，1 销量，2 价格升序，3 价格降序). */
export const useSearchGoodsFeed = (keyword: string, orderType = 0) =>
  useApiPagedQuery(apiPagedQuery('searchGoodslist', { keyword, orderType }), {
    enabled: keyword.trim() !== '',
  });
