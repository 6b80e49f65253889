// The goods found for a keyword, endlessly, in the chosen sort and price range (both in the URL);
// nothing found offers the hot words. searchGoodslist takes no price range, so the range is applied
// to the pages as they come in, and the next pages keep coming until the list is long enough.
import { useSearchParams } from 'react-router-dom';
import { fenRangeOf, inFenRange } from '../../../core/goods/price-range';
import { useSearchGoodsFeed } from '../../../core/search/search-feeds';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { GoodsFeed } from '../../ui/goods-feed/goods-feed';
import { parseSortOrder, SortBar } from '../../ui/sort-bar/sort-bar';
import { HotWords } from './hot-words';
import { PriceFilter } from './price-filter';
import { SearchDocuments } from './search-documents';
import styles from './search.module.css';

/** The URL with some of its filters changed (null drops one), the keyword kept. */
const withFilters = (params: URLSearchParams, changes: Record<string, string | null>) => {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
};

export function SearchResults({ keyword, onSearch }: { keyword: string; onSearch: (word: string) => void }) {
  const [params, setParams] = useSearchParams();
  const sort = parseSortOrder(params.get('sort'));
  const min = params.get('min') ?? '';
  const max = params.get('max') ?? '';
  const range = fenRangeOf(min, max);
  const filtered = range.min !== undefined || range.max !== undefined;
  const results = useSearchGoodsFeed(keyword, sort);
  const total = results.data?.pages[0]?.total ?? 0;
  const change = (changes: Record<string, string | null>) =>
    setParams(withFilters(params, changes), { replace: true });
  return (
    <>
      <div className={styles.sortBar}>
        <SortBar value={sort} onChange={(next) => change({ sort: next ? String(next) : null })} />
        <PriceFilter
          key={`${min}-${max}`}
          min={min}
          max={max}
          onApply={(lo, hi) => change({ min: lo, max: hi })}
        />
      </div>
      <section className={styles.results} aria-label={`“${keyword}”的搜索结果`} aria-busy={results.isPending}>
        <SearchDocuments keyword={keyword} />
        {results.isSuccess && total > 0 && !filtered && <p className={styles.count}>共找到 {total} 件商品</p>}
        <GoodsFeed
          feed={results}
          keep={filtered ? (goods) => inFenRange(goods.price, range) : undefined}
          empty={
            filtered ? (
              <EmptyState title="该价格区间内没有商品" description="换个价格区间试试" />
            ) : (
              <>
                <EmptyState
                  title={`没有找到与“${keyword}”相关的商品`}
                  description="换个词试试，或看看大家都在搜"
                />
                <HotWords onSearch={onSearch} title="大家都在搜" />
              </>
            )
          }
        />
      </section>
    </>
  );
}
