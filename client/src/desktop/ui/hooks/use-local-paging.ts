// Paging for a list inside a page (comments, reviews, a tab): page and size in component state,
// with the same default size as every other list. A change of size goes back to page 1.
import { useCallback, useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '../pagination/page-size';

export function useLocalPaging() {
  const [{ page, size }, setState] = useState({ page: 1, size: PAGE_SIZE_DEFAULT });
  const setPage = useCallback(
    (nextPage: number, nextSize: number = size) =>
      setState({ page: nextSize === size ? nextPage : 1, size: nextSize }),
    [size],
  );
  const reset = useCallback(() => setState((s) => ({ ...s, page: 1 })), []);
  return { page, size, setPage, reset };
}
