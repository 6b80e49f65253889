// The home area's reads: agreements and notices, the ads of each page, the home page's article
// recommendations and category entries, and the navigation's category menu.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** One agreement by its key. */
export const useAgreementDetails = (
  input: InputOf<'getAgreementDetails'>,
  extras?: QueryExtras<'getAgreementDetails'>,
) => useApiQuery(apiQuery('getAgreementDetails', input), extras);

/** 用户注册协议. */
export const useRegisterAgreement = (
  input?: InputOf<'getUserRegisterAgreement'>,
  extras?: QueryExtras<'getUserRegisterAgreement'>,
) => useApiQuery(apiQuery('getUserRegisterAgreement', input), extras);

/** 隐私政策. */
export const usePrivacyPolicy = (
  input?: InputOf<'getUserPolicySecret'>,
  extras?: QueryExtras<'getUserPolicySecret'>,
) => useApiQuery(apiQuery('getUserPolicySecret', input), extras);

/** 发票须知, shown beside the invoice form. */
export const useInvoiceNotice = (
  input?: InputOf<'getReminderAsInvoice'>,
  extras?: QueryExtras<'getReminderAsInvoice'>,
) => useApiQuery(apiQuery('getReminderAsInvoice', input), extras);

/** The ads of the goods page. */
export const useGoodsAds = (input?: InputOf<'getGoodsAd'>, extras?: QueryExtras<'getGoodsAd'>) =>
  useApiQuery(apiQuery('getGoodsAd', input), extras);

/** The ads of the find page. */
export const useFindAds = (input?: InputOf<'getAdByFind'>, extras?: QueryExtras<'getAdByFind'>) =>
  useApiQuery(apiQuery('getAdByFind', input), extras);

/** The home carousel and pop-up ads. */
export const useHomeAds = (input?: InputOf<'getAdByHome'>, extras?: QueryExtras<'getAdByHome'>) =>
  useApiQuery(apiQuery('getAdByHome', input), extras);

/** The home page's article recommendations. */
export const useHomeDocuments = (
  input?: InputOf<'getDocumentHomeList'>,
  extras?: QueryExtras<'getDocumentHomeList'>,
) => useApiQuery(apiQuery('getDocumentHomeList', input), extras);

/** The home page's category entries. */
export const useHomeCategories = (
  input?: InputOf<'getHomeCategoryList'>,
  extras?: QueryExtras<'getHomeCategoryList'>,
) => useApiQuery(apiQuery('getHomeCategoryList', input), extras);

/** The navigation's categories with their children (the mega menu). */
export const useNavCategories = (
  input?: InputOf<'getNewCategoryList'>,
  extras?: QueryExtras<'getNewCategoryList'>,
) => useApiQuery(apiQuery('getNewCategoryList', input), extras);
