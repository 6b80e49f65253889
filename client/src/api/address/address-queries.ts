// The address reads: the signed-in user's addresses and the default one.
import { apiQuery, useApiQuery, type QueryExtras } from '../query';

/** Every address of the signed-in user. */
export const useAddressList = (extras?: QueryExtras<'getAddressList'>) =>
  useApiQuery(apiQuery('getAddressList'), extras);

/** The default address, or null. */
export const useDefaultAddress = (extras?: QueryExtras<'getDefaultAddress'>) =>
  useApiQuery(apiQuery('getDefaultAddress'), extras);
