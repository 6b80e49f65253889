// /SearchProduct?keyword=…: goods whose name matches, the keyword marked.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/query';
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../ui/goods-card/goods-grid';
import { Highlight } from './components/highlight';
import { SearchLayout } from './components/search-layout';
import { SearchResults } from './components/search-results';
import { useSearchParamsState } from './use-search-params';

export default function SearchProductPage() {
  const { keyword, page, size, setPage } = useSearchParamsState();
  const query = useQuery({
    ...apiQuery('searchGoodslist', { keyword, pageNum: page, pageSize: size }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
  return (
    <SearchLayout type={1} keyword={keyword}>
      <SearchResults
        type={1}
        query={query}
        page={page}
        pageSize={size}
        onPage={setPage}
        skeleton={<GoodsGridSkeleton rows={2} />}
      >
        {(list) => (
          <GoodsGrid>
            {list.map((g) => (
              <GoodsCard key={g.goodsId} goods={g} name={<Highlight text={g.name} keyword={keyword} />} />
            ))}
          </GoodsGrid>
        )}
      </SearchResults>
    </SearchLayout>
  );
}
