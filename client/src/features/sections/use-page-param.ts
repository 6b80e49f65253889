// The list page and page size live in the URL (?page=2&size=20), so a reload or a shared link opens
// the same page and the browser's back button steps through pages.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const positiveInt = (value: string | null, fallback: number, max = 100_000): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 && n <= max ? n : fallback;
};

export function usePageParam(defaultSize: number) {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page'), 1);
  const size = positiveInt(params.get('size'), defaultSize, 100);

  /** Changes any query values; a change of anything but the page goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
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

  const setPage = useCallback(
    (nextPage: number, nextSize: number) => {
      update({ page: nextPage > 1 ? nextPage : null, size: nextSize !== defaultSize ? nextSize : null });
      window.scrollTo?.({ top: 0 });
    },
    [update, defaultSize],
  );

  return { page, size, params, setPage, update };
}
