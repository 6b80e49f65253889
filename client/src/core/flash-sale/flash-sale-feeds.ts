// One flash-sale session's goods, page by page for endless scrolling (the phone's 限时抢购 page).
import { apiPagedQuery, useApiPagedQuery } from '../api/paged-query';

/** The goods of `sessionId` (the running session when undefined), ten a page. */
export const useFlashSessionGoodsFeed = (sessionId: number | undefined, extras?: { enabled?: boolean }) =>
  useApiPagedQuery(
    apiPagedQuery('getNewFlashSaleGoods', sessionId === undefined ? {} : { sessionId }),
    extras,
  );
