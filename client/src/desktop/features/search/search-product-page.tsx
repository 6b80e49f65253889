// /SearchProduct?keyword=…: goods whose name matches, the keyword marked.
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../ui/goods-card/goods-grid';
import { Highlight } from './components/highlight';
import { SearchLayout } from './components/search-layout';
import { SearchResults } from './components/search-results';
import { useSearchQuery } from './use-search-query';

export default function SearchProductPage() {
  const { keyword, results } = useSearchQuery('searchGoodslist');
  return (
    <SearchLayout type={1} keyword={keyword}>
      <SearchResults type={1} {...results} skeleton={<GoodsGridSkeleton rows={2} />}>
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
