// What an endless list needs of its infinite query (TanStack's useInfiniteQuery result).
export interface EndlessFeed {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data?: unknown;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}
