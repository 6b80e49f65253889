// The keyword and page of a search page, from and into the URL.
import { SEARCH_TEXT_MAX } from '@storefront/contracts';
import { useSearchParams } from 'react-router';

export const SEARCH_PAGE_SIZE = 20;

export function useSearchParamsState() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });
  return { keyword, page, setPage };
}
