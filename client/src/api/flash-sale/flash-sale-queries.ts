// The flash sale's reads: the current sale, the time axis, its sessions' goods and the brand topics.
import type { InputOf } from '../call';
import { apiQuery, useApiQuery, type QueryExtras } from '../query';

/** The current flash sale. */
export const useFlashSale = (extras?: QueryExtras<'getFlashSale'>) =>
  useApiQuery(apiQuery('getFlashSale'), extras);

/** The sessions of the day (the time axis). */
export const useFlashSaleTimeAxis = (extras?: QueryExtras<'getTimeAxisV2'>) =>
  useApiQuery(apiQuery('getTimeAxisV2'), extras);

/** The brand topics with their first goods. */
export const useFlashSaleBrandTopics = (extras?: QueryExtras<'getWebFlashSaleTopicAndTopicProduct'>) =>
  useApiQuery(apiQuery('getWebFlashSaleTopicAndTopicProduct'), extras);

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
