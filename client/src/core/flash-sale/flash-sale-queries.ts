// The flash sale's reads: the current sale, the time axis, its sessions' goods and the brand topics.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** The current flash sale. */
export const useFlashSale = (input?: InputOf<'getFlashSale'>, extras?: QueryExtras<'getFlashSale'>) =>
  useApiQuery(apiQuery('getFlashSale', input), extras);

/** The sessions of the day (the time axis). */
export const useFlashSaleTimeAxis = (
  input?: InputOf<'getTimeAxisV2'>,
  extras?: QueryExtras<'getTimeAxisV2'>,
) => useApiQuery(apiQuery('getTimeAxisV2', input), extras);

/** The brand topics with their first goods. */
export const useFlashSaleBrandTopics = (
  input?: InputOf<'getWebFlashSaleTopicAndTopicProduct'>,
  extras?: QueryExtras<'getWebFlashSaleTopicAndTopicProduct'>,
) => useApiQuery(apiQuery('getWebFlashSaleTopicAndTopicProduct', input), extras);

/** One session's goods with their reminder state. */
export const useFlashSaleSessionGoods = (
  input?: InputOf<'getNewFlashSaleGoods'>,
  extras?: QueryExtras<'getNewFlashSaleGoods'>,
) => useApiQuery(apiQuery('getNewFlashSaleGoods', input), extras);

/** Flash sale goods of a session (previews). */
export const useFlashSaleGoods = (
  input?: InputOf<'getFlashSaleGoods'>,
  extras?: QueryExtras<'getFlashSaleGoods'>,
) => useApiQuery(apiQuery('getFlashSaleGoods', input), extras);

/** One brand topic. */
export const useFlashSaleTopic = (
  input: InputOf<'getFlashSaleTopic'>,
  extras?: QueryExtras<'getFlashSaleTopic'>,
) => useApiQuery(apiQuery('getFlashSaleTopic', input), extras);

/** One brand topic's goods, paged. */
export const useFlashSaleTopicGoods = (
  input: InputOf<'getFlashSaleTopicGoods'>,
  extras?: QueryExtras<'getFlashSaleTopicGoods'>,
) => useApiQuery(apiQuery('getFlashSaleTopicGoods', input), extras);
