// The goods found for a keyword, endlessly, in the chosen sort; nothing found offers the hot words.
import { useSearchParams } from 'react-router-dom';
import { useSearchGoodsFeed } from '../../../core/search/search-feeds';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { EndlessGoods } from '../../ui/feed/endless-goods';
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
        <EndlessGoods
          feed={results}
          goods={goods}
          empty={
            <>
              <EmptyState
                title={`没有找到与“${keyword}”相关的商品`}
                description="换个词试试，或看看大家都在搜"
              />
              <HotWords onSearch={onSearch} title="大家都在搜" />
            </>
          }
        />
      </section>
    </>
  );
}
