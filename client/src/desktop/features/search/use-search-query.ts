// The keyword of a search page from the URL, with the shared URL paging (page and size), and the
// one search call each results page makes with them.
import { SEARCH_TEXT_MAX } from '@storefront/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { InputOf } from '../../../core/api/call';
import { useSearchResults, type SearchCall } from '../../../core/search/search-queries';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';

function useSearchParamsState() {
  const paging = useUrlPaging();
  const keyword = (paging.params.get('keyword') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  return { keyword, page: paging.page, size: paging.size, setPage: paging.setPage };
}

/**
 * The page of `name` for the URL's keyword (nothing is asked for an empty one), the previous page kept
 * on screen while the next loads. `results` is what SearchResults takes; `input` is the query's key.
 */
export function useSearchQuery<N extends SearchCall>(name: N) {
  const { keyword, page, size, setPage } = useSearchParamsState();
  const input = { keyword, pageNum: page, pageSize: size } as InputOf<N>;
  const query = useSearchResults(name, input, { enabled: keyword !== '', placeholderData: keepPreviousData });
  return { keyword, input, results: { query, page, pageSize: size, onPage: setPage } };
}
