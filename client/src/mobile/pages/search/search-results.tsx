// The goods found for a keyword, endlessly, in the chosen sort; nothing found offers the hot words.
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../core/api/errors';
import { useSearchGoodsFeed } from '../../../core/search/search-feeds';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { GoodsCard, GoodsGrid } from '../../ui/goods-card/goods-card';
import { LoadMore } from '../../ui/load-more/load-more';
import { GoodsGridSkeleton } from '../../ui/skeleton/skeleton';
import { parseSortOrder, SortBar } from '../../ui/sort-bar/sort-bar';
import { HotWords } from './hot-words';
import { SearchDocuments } from './search-documents';
import styles from './search.module.css';

export function SearchResults({ keyword, onSearch }: { keyword: string; onSearch: (word: string) => void }) {
  const [params, setParams] = useSearchParams();
  const sort = parseSortOrder(params.get('sort'));
  const results = useSearchGoodsFeed(keyword, sort);
  const goods = results.data?.pages.flatMap((page) => page.list) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;
  return (
    <>
      <div className={styles.sortBar}>
        <SortBar
          value={sort}
          onChange={(next) =>
            setParams({ keyword, ...(next ? { sort: String(next) } : {}) }, { replace: true })
          }
        />
      </div>
      <section className={styles.results} aria-label={`“${keyword}”的搜索结果`} aria-busy={results.isPending}>
        <SearchDocuments keyword={keyword} />
        {results.isSuccess && total > 0 && <p className={styles.count}>共找到 {total} 件商品</p>}
        {results.isPending && <GoodsGridSkeleton count={4} />}
        {results.isError && !results.data && (
          <ErrorState message={errorMessage(results.error)} onRetry={() => void results.refetch()} />
        )}
        {results.isSuccess && goods.length === 0 && (
          <>
            <EmptyState
              title={`没有找到与“${keyword}”相关的商品`}
              description="换个词试试，或看看大家都在搜"
            />
            <HotWords onSearch={onSearch} title="大家都在搜" />
          </>
        )}
        {goods.length > 0 && (
          <GoodsGrid>
            {goods.map((item) => (
              <GoodsCard key={item.goodsId} goods={item} />
            ))}
          </GoodsGrid>
        )}
        {results.data && (
          <LoadMore
            hasMore={results.hasNextPage}
            loading={results.isFetchingNextPage}
            failed={results.isFetchNextPageError}
            onLoadMore={() => void results.fetchNextPage()}
            empty={goods.length === 0}
          />
        )}
      </section>
    </>
  );
}
