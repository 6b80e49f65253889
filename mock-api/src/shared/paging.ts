// The one paginator of mock-api: pageNum is 1-based; a page past the end is empty.
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** One page of `items`; a page past the end is an empty list with the real total. */
export function page<T>(items: readonly T[], pageNum: number, pageSize: number): Page<T> {
  const start = (pageNum - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, pageNum, pageSize };
}
/** Pages the ids first, then builds views only for the page (views touch the tables). */
export function pageMap<T, V>(
  items: readonly T[],
  pageNum: number,
  pageSize: number,
  view: (item: T) => V,
): Page<V> {
  const p = page(items, pageNum, pageSize);
  return { ...p, list: p.list.map(view) };
}
