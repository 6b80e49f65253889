// The home area's reads: agreements and notices, the ads of each page, the home page's article
// recommendations and category entries, and the navigation's category menu.
import type { InputOf } from '../call';
import { apiQuery, useApiQuery, type QueryExtras } from '../query';

/** One agreement by its key. */
export const useAgreementDetails = (
  input: InputOf<'getAgreementDetails'>,
  extras?: QueryExtras<'getAgreementDetails'>,
) => useApiQuery(apiQuery('getAgreementDetails', input), extras);

/** 用户注册协议. */
export const useRegisterAgreement = (extras?: QueryExtras<'getUserRegisterAgreement'>) =>
  useApiQuery(apiQuery('getUserRegisterAgreement'), extras);

/** 隐私政策. */
export const usePrivacyPolicy = (extras?: QueryExtras<'getUserPolicySecret'>) =>
  useApiQuery(apiQuery('getUserPolicySecret'), extras);

/** 发票须知, shown beside the invoice form. */
export const useInvoiceNotice = (extras?: QueryExtras<'getReminderAsInvoice'>) =>
  useApiQuery(apiQuery('getReminderAsInvoice'), extras);

/** The ads of the goods page. */
export const useGoodsAds = (extras?: QueryExtras<'getGoodsAd'>) =>
  useApiQuery(apiQuery('getGoodsAd'), extras);

/** The ads of the find page. */
export const useFindAds = (extras?: QueryExtras<'getAdByFind'>) =>
  useApiQuery(apiQuery('getAdByFind'), extras);

/** The home carousel and pop-up ads. */
export const useHomeAds = (extras?: QueryExtras<'getAdByHome'>) =>
  useApiQuery(apiQuery('getAdByHome'), extras);

/** The home page's article recommendations. */
export const useHomeDocuments = (
  input?: InputOf<'getDocumentHomeList'>,
  extras?: QueryExtras<'getDocumentHomeList'>,
) => useApiQuery(apiQuery('getDocumentHomeList', input), extras);

/** The home page's category entries. */
export const useHomeCategories = (extras?: QueryExtras<'getHomeCategoryList'>) =>
  useApiQuery(apiQuery('getHomeCategoryList'), extras);

/** The navigation's categories with their children (the mega menu). */
export const useNavCategories = (extras?: QueryExtras<'getNewCategoryList'>) =>
  useApiQuery(apiQuery('getNewCategoryList'), extras);
