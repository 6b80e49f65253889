// After-sale reads: whether a line may be refunded or repaired, the application's form data,
// the refund and repair records, and the express companies for sending goods back.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** Whether an order line may be refunded or repaired now. */
export const useRefundEligibility = (
  input: InputOf<'getVerifyRefundResultNew'>,
  extras?: QueryExtras<'getVerifyRefundResultNew'>,
) => useApiQuery(apiQuery('getVerifyRefundResultNew', input), extras);

/** What the refund application offers (reasons, the most one may ask back). */
export const useRefundApplyInfo = (
  input: InputOf<'getApplyRefundInfo'>,
  extras?: QueryExtras<'getApplyRefundInfo'>,
) => useApiQuery(apiQuery('getApplyRefundInfo', input), extras);

/** One refund record. */
export const useRefundDetail = (
  input: InputOf<'getRefundDetailInfo'>,
  extras?: QueryExtras<'getRefundDetailInfo'>,
) => useApiQuery(apiQuery('getRefundDetailInfo', input), extras);

/** One repair record. */
export const useRepairDetail = (
  input: InputOf<'getRepairDetailInfo'>,
  extras?: QueryExtras<'getRepairDetailInfo'>,
) => useApiQuery(apiQuery('getRepairDetailInfo', input), extras);

/** The express companies for a return. */
export const useExpressCompanies = (extras?: QueryExtras<'getExpressCompanys'>) =>
  useApiQuery(apiQuery('getExpressCompanys'), extras);
