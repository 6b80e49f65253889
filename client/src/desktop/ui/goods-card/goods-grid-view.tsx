// A list query shown as a grid of goods cards: the grid-shaped skeleton, 重新加载, an empty line, or
// the cards (tags hidden, the rest as the caller's `card` says), with the simple pager under them
// when the list is paged.
import { Pagination } from '../pagination/pagination';
import { QueryView, type QueryLike, isEmptyList } from '../query-view/query-view';
import { GoodsCard, type GoodsCardData, type GoodsCardProps } from './goods-card';
import { GoodsGrid, GoodsGridSkeleton } from './goods-grid';

interface GoodsGridViewProps<T extends GoodsCardData> {
  query: QueryLike<{ list: T[]; total?: number }>;
  emptyText: string;
  /** The card's props besides the goods (price, meta, badge, footer …). */
  card: (goods: T) => Omit<GoodsCardProps, 'goods'>;
  /** Rows the skeleton holds. */
  rows?: number;
  paging?: { page: number; pageSize: number; onPage: (page: number, pageSize: number) => void };
}

export function GoodsGridView<T extends GoodsCardData>({
  query,
  emptyText,
  card,
  rows = 2,
  paging,
}: GoodsGridViewProps<T>) {
  return (
    <QueryView
      query={query}
      skeleton={<GoodsGridSkeleton rows={rows} />}
      isEmpty={isEmptyList}
      emptyText={emptyText}
    >
      {(data) => (
        <>
          <GoodsGrid>
            {data.list.map((goods) => (
              <GoodsCard key={goods.goodsId} goods={goods} showTags={false} {...card(goods)} />
            ))}
          </GoodsGrid>
          {paging && (
            <Pagination
              total={data.total ?? 0}
              page={paging.page}
              pageSize={paging.pageSize}
              simple
              onChange={paging.onPage}
            />
          )}
        </>
      )}
    </QueryView>
  );
}
