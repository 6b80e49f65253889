// A list's page and page size live in the URL (?page=2&size=20), so a reload or a shared link opens
// the same page and the back button steps through pages. Defaults are left out of the URL.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE_DEFAULT, pageNumberOrFirst, pageSizeOrDefault } from '../pagination/page-size';

export type QueryChanges = Record<string, string | number | null>;

export function useUrlPaging() {
  const [params, setParams] = useSearchParams();
  const page = pageNumberOrFirst(params.get('page'));
  const size = pageSizeOrDefault(params.get('size'));

  /** Changes any query values; a change that does not name the page goes back to page 1. */
  const update = useCallback(
    (changes: QueryChanges) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  /** The paginator's onChange: page and size, then back to the top of the list. */
  const setPage = useCallback(
    (nextPage: number, nextSize: number = size) => {
      update({
        page: nextPage > 1 ? nextPage : null,
        size: nextSize !== PAGE_SIZE_DEFAULT ? nextSize : null,
      });
      window.scrollTo?.({ top: 0 });
    },
    [update, size],
  );

  return { params, page, size, update, setPage };
}

/** What a paged list needs of useUrlPaging. */
export type UrlPaging = Pick<ReturnType<typeof useUrlPaging>, 'page' | 'size' | 'setPage'>;
