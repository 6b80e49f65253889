// 为你推荐: the self-operated goods as an endless feed, one getSelfProduct page after another until
// the total is reached. Keyed under getSelfProduct, so invalidating that call refreshes the feed.
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../api/call';

export function useSelfProductFeed(pageSize: number) {
  return useInfiniteQuery({
    queryKey: ['api', 'getSelfProduct', 'feed', pageSize],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('getSelfProduct', { pageNum: pageParam, pageSize }, { signal }),
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
}
