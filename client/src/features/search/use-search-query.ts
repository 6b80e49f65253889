// The keyword of a search page from the URL, with the shared URL paging (page and size).
import { SEARCH_TEXT_MAX } from '@storefront/contracts';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';

export function useSearchParamsState() {
  const paging = useUrlPaging();
  const keyword = (paging.params.get('keyword') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  return { keyword, page: paging.page, size: paging.size, setPage: paging.setPage };
}
