// The list page lives in the URL (?page=), so back and reload keep it; other values reset it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const raw = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  const set = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { params, page, set };
}
