// A page of goods with its skeleton, empty state, error state and paging.
import type { UseQueryResult } from '@tanstack/react-query';
import { GoodsCard, type GoodsCardData } from '../../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { Pagination } from '../../../ui/pagination/pagination';
import { QueryView, isEmptyList } from '../../../ui/query-view/query-view';
import styles from '../category.module.css';

interface GoodsResultsProps {
  query: UseQueryResult<{ list: GoodsCardData[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  emptyText?: string;
}

export function GoodsResults({
  query,
  page,
  pageSize,
  onPage,
  emptyText = '该分类暂无商品',
}: GoodsResultsProps) {
  return (
    <div className={styles.results}>
      <QueryView
        query={query}
        skeleton={<GoodsGridSkeleton rows={2} />}
        isEmpty={isEmptyList}
        emptyText={emptyText}
      >
        {(data) => (
          <>
            <GoodsGrid>
              {data.list.map((g) => (
                <GoodsCard key={g.goodsId} goods={g} />
              ))}
            </GoodsGrid>
            <Pagination total={data.total} page={page} pageSize={pageSize} onChange={onPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
