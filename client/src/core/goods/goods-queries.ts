// The goods catalogue's reads: lists by section (hot, great, new, zones, weekly, points, group
// buy, discount), categories, one goods' detail, evaluations, related documents and recommendations.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** 热销商品. */
export const useHotGoods = (input?: InputOf<'getHotGoods'>, extras?: QueryExtras<'getHotGoods'>) =>
  useApiQuery(apiQuery('getHotGoods', input), extras);

/** 精选好物. */
export const useGreatGoods = (
  input?: InputOf<'getGreateGoodList'>,
  extras?: QueryExtras<'getGreateGoodList'>,
) => useApiQuery(apiQuery('getGreateGoodList', input), extras);

/** The goods of one 精选专区. */
export const useZoneGoods = (
  input: InputOf<'getZoneProductList'>,
  extras?: QueryExtras<'getZoneProductList'>,
) => useApiQuery(apiQuery('getZoneProductList', input), extras);

/** 新品首发. */
export const useNewReleaseGoods = (
  input?: InputOf<'getNewReleaseGoods'>,
  extras?: QueryExtras<'getNewReleaseGoods'>,
) => useApiQuery(apiQuery('getNewReleaseGoods', input), extras);

/** 超值优选. */
export const useSuperGoods = (
  input?: InputOf<'getSuperGoodList'>,
  extras?: QueryExtras<'getSuperGoodList'>,
) => useApiQuery(apiQuery('getSuperGoodList', input), extras);

/** One 超值优选 entry. */
export const useSuperGoodsDetail = (
  input: InputOf<'getSuperGoodDetails'>,
  extras?: QueryExtras<'getSuperGoodDetails'>,
) => useApiQuery(apiQuery('getSuperGoodDetails', input), extras);

/** 生活研究所 articles. */
export const useLifeDocuments = (
  input?: InputOf<'getLifeDocumentList'>,
  extras?: QueryExtras<'getLifeDocumentList'>,
) => useApiQuery(apiQuery('getLifeDocumentList', input), extras);

/** One 生活研究所 article. */
export const useLifeDocumentDetail = (
  input: InputOf<'getLifeDocumentDetails'>,
  extras?: QueryExtras<'getLifeDocumentDetails'>,
) => useApiQuery(apiQuery('getLifeDocumentDetails', input), extras);

/** The whole category tree. */
export const useCategoryTree = (input?: InputOf<'getCategory'>, extras?: QueryExtras<'getCategory'>) =>
  useApiQuery(apiQuery('getCategory', input), extras);

/** The first-level categories. */
export const useTopCategories = (
  input?: InputOf<'getCategoryLevelOneList'>,
  extras?: QueryExtras<'getCategoryLevelOneList'>,
) => useApiQuery(apiQuery('getCategoryLevelOneList', input), extras);

/** The children of one category. */
export const useChildCategories = (
  input: InputOf<'getCategoryByParent'>,
  extras?: QueryExtras<'getCategoryByParent'>,
) => useApiQuery(apiQuery('getCategoryByParent', input), extras);

/** The sort orders a category list offers. */
export const useCategorySortTypes = (
  input?: InputOf<'getCategoryOrderType'>,
  extras?: QueryExtras<'getCategoryOrderType'>,
) => useApiQuery(apiQuery('getCategoryOrderType', input), extras);

/** One category's goods, paged and sorted. */
export const useCategoryGoods = (
  input: InputOf<'getCategoryGoodsNew'>,
  extras?: QueryExtras<'getCategoryGoodsNew'>,
) => useApiQuery(apiQuery('getCategoryGoodsNew', input), extras);

/** The goods list page (/Classify/products). */
export const useCategoryProducts = (
  input?: InputOf<'getCategoryProduct'>,
  extras?: QueryExtras<'getCategoryProduct'>,
) => useApiQuery(apiQuery('getCategoryProduct', input), extras);

/** One goods with its specs, SKUs, stock and flash sale. */
export const useGoodsDetail = (input: InputOf<'getGoods'>, extras?: QueryExtras<'getGoods'>) =>
  useApiQuery(apiQuery('getGoods', input), extras);

/** 自营商品, one page (the home feed pages through it). */
export const useSelfProducts = (input?: InputOf<'getSelfProduct'>, extras?: QueryExtras<'getSelfProduct'>) =>
  useApiQuery(apiQuery('getSelfProduct', input), extras);

/** A goods' evaluations by level, paged. */
export const useGoodsEvaluations = (input: InputOf<'getEvaluate'>, extras?: QueryExtras<'getEvaluate'>) =>
  useApiQuery(apiQuery('getEvaluate', input), extras);

/** Documents about a goods. */
export const useGoodsDocuments = (
  input: InputOf<'getProductDetailDocumentList'>,
  extras?: QueryExtras<'getProductDetailDocumentList'>,
) => useApiQuery(apiQuery('getProductDetailDocumentList', input), extras);

/** Goods recommended beside a goods. */
export const useGoodsRecommendations = (
  input: InputOf<'getProductDetailRecommend'>,
  extras?: QueryExtras<'getProductDetailRecommend'>,
) => useApiQuery(apiQuery('getProductDetailRecommend', input), extras);

/** 活动专题 goods. */
export const useDiscountGoods = (
  input?: InputOf<'getDiscountActivityGoods'>,
  extras?: QueryExtras<'getDiscountActivityGoods'>,
) => useApiQuery(apiQuery('getDiscountActivityGoods', input), extras);

/** 新人专享 goods. */
export const useNewUserGoods = (
  input?: InputOf<'getNewUserGoods'>,
  extras?: QueryExtras<'getNewUserGoods'>,
) => useApiQuery(apiQuery('getNewUserGoods', input), extras);

/** 每周优选 goods, optionally of one zone. */
export const useWeeklyGoods = (
  input?: InputOf<'getWeeklyPreferredGoods'>,
  extras?: QueryExtras<'getWeeklyPreferredGoods'>,
) => useApiQuery(apiQuery('getWeeklyPreferredGoods', input), extras);

/** 每周优选 zones. */
export const useWeeklyZones = (
  input?: InputOf<'getWeeklyPreferredZone'>,
  extras?: QueryExtras<'getWeeklyPreferredZone'>,
) => useApiQuery(apiQuery('getWeeklyPreferredZone', input), extras);

/** 积分商城 goods. */
export const usePointsGoods = (
  input?: InputOf<'getIntegralGoodsList'>,
  extras?: QueryExtras<'getIntegralGoodsList'>,
) => useApiQuery(apiQuery('getIntegralGoodsList', input), extras);

/** 积分商城 goods with filters. */
export const usePointsGoodsFiltered = (
  input?: InputOf<'getIntegralGoodsListV2'>,
  extras?: QueryExtras<'getIntegralGoodsListV2'>,
) => useApiQuery(apiQuery('getIntegralGoodsListV2', input), extras);

/** 拼团 goods. */
export const useGroupBuyGoods = (
  input?: InputOf<'getDomoGpIndexInfo'>,
  extras?: QueryExtras<'getDomoGpIndexInfo'>,
) => useApiQuery(apiQuery('getDomoGpIndexInfo', input), extras);

/** The paged goods lists of one shape that a section or a home floor picks by name. */
export type GoodsListCall =
  | 'getNewUserGoods'
  | 'getNewReleaseGoods'
  | 'getHotGoods'
  | 'getSuperGoodList'
  | 'getWeeklyPreferredGoods'
  | 'getSelfProduct';

/** One page of the goods list `call` names. */
export const useGoodsList = <N extends GoodsListCall>(call: N, input: InputOf<N>, extras?: QueryExtras<N>) =>
  useApiQuery(apiQuery(call, input), extras);
