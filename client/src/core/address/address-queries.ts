// The address reads: the signed-in user's addresses and the default one.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** Every address of the signed-in user. */
export const useAddressList = (input?: InputOf<'getAddressList'>, extras?: QueryExtras<'getAddressList'>) =>
  useApiQuery(apiQuery('getAddressList', input), extras);

/** The default address, or null. */
export const useDefaultAddress = (
  input?: InputOf<'getDefaultAddress'>,
  extras?: QueryExtras<'getDefaultAddress'>,
) => useApiQuery(apiQuery('getDefaultAddress', input), extras);
