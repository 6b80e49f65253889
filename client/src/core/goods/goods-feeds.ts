// The goods lists a phone scrolls through endlessly: the home feed (自营好物) and one category's
// goods in a sort order. Ten a page (the shop's default page size).
import { apiPagedQuery, useApiPagedQuery } from '../api/paged-query';

/** 首页's endless feed of self-operated goods. */
export const useSelfProductFeed = () => useApiPagedQuery(apiPagedQuery('getSelfProduct', {}));

/** One category's goods, sorted (0 综合，1 销量，2 价格升序，3 价格降序). */
export const useCategoryGoodsFeed = (cid: number, orderType: number, extras?: { enabled?: boolean }) =>
  useApiPagedQuery(apiPagedQuery('getCategoryGoodsNew', { cid, orderType }), extras);

/** A goods' evaluations, every level, as an endless list (the phone's 全部评价). */
export const useGoodsEvaluationFeed = (goodsId: number, extras?: { enabled?: boolean }) =>
  useApiPagedQuery(apiPagedQuery('getEvaluate', { goodsId, level: 'all' }), extras);
