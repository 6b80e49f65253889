// List state kept in the URL (page, size, sort, price range), so a list can be shared, reloaded
// and navigated back to exactly.
import { useSearchParams } from 'react-router';

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : fallback;
};

export function useListParams(defaultPageSize = 20) {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | number | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  const orderType = Number(params.get('orderType'));
  return {
    params,
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), defaultPageSize),
    orderType: Number.isInteger(orderType) && orderType >= 0 && orderType <= 4 ? orderType : 0,
    update,
  };
}

export const positiveId = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
};
