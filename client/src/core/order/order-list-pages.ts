// The order lists of one state page by page, for endless lists (the phone's 我的订单): each page is
// one call of the tab's catalogue entry; the key starts with ['api', name], so an order change that
// invalidates that list (ORDER_DEPENDENT_CALLS) refetches these pages too.
import { PAGE_SIZE_DEFAULT } from '@storefront/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import type { OrderListCall } from './order-tabs';

export function useOrderPages(list: OrderListCall, pageSize = PAGE_SIZE_DEFAULT) {
  return useInfiniteQuery({
    queryKey: ['api', list, { pageSize, paged: 'infinite' }] as const,
    queryFn: ({ pageParam, signal }) =>
      call(list as 'getOrders', { pageNum: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
}

/** 售后: the after-sale records page by page (same key scheme, so an order change refetches them). */
export function useAfterSalePages(pageSize = PAGE_SIZE_DEFAULT) {
  return useInfiniteQuery({
    queryKey: ['api', 'getAfterSale', { pageSize, paged: 'infinite' }] as const,
    queryFn: ({ pageParam, signal }) => call('getAfterSale', { pageNum: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
}
