// The points mall's filters (docs/product-rules.md 积分商城 with filters): points range, category and sort, read
// from and written to the URL, and the custom-range check with its Chinese messages.

export const POINT_RANGES = [
  { key: 'all', label: '全部', min: null, max: null },
  { key: '0-500', label: '500积分以下', min: 0, max: 500 },
  { key: '500-1000', label: '500-1000积分', min: 500, max: 1000 },
  { key: '1000-3000', label: '1000-3000积分', min: 1000, max: 3000 },
  { key: '3000-', label: '3000积分以上', min: 3000, max: null },
] as const;

export const INTEGRAL_SORTS = [
  { orderType: 0, label: '综合' },
  { orderType: 1, label: '兑换量' },
  { orderType: 2, label: '积分从低到高' },
  { orderType: 3, label: '积分从高到低' },
  { orderType: 4, label: '新品' },
] as const;

const MAX_POINTS = 10_000_000;

export interface IntegralFilter {
  min: number | undefined;
  max: number | undefined;
  categoryId: number | undefined;
  orderType: number;
}

const intParam = (value: string | null, lo: number, hi: number): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= lo && n <= hi ? n : undefined;
};

export function readIntegralFilter(params: URLSearchParams): IntegralFilter {
  const min = intParam(params.get('min'), 0, MAX_POINTS);
  const max = intParam(params.get('max'), 0, MAX_POINTS);
  return {
    // A reversed range from a hand-edited URL is swapped rather than refused.
    min: min !== undefined && max !== undefined && min > max ? max : min,
    max: min !== undefined && max !== undefined && min > max ? min : max,
    categoryId: intParam(params.get('cid'), 1, 2_147_483_647),
    orderType: intParam(params.get('sort'), 0, 4) ?? 0,
  };
}

/** Checks the custom range inputs; returns the Chinese message of the first problem, or null. */
export function checkPointRange(minText: string, maxText: string): string | null {
  const min = minText.trim();
  const max = maxText.trim();
  if (!min && !max) return '请输入积分范围';
  if ((min && !/^\d+$/.test(min)) || (max && !/^\d+$/.test(max))) return '积分只能填写非负整数';
  if ((min && Number(min) > MAX_POINTS) || (max && Number(max) > MAX_POINTS)) return '积分不能超过1000万';
  if (min && max && Number(min) > Number(max)) return '最低积分不能高于最高积分';
  return null;
}

export const rangeKeyOf = (filter: IntegralFilter): string | null => {
  const match = POINT_RANGES.find(
    (r) => (r.min ?? undefined) === filter.min && (r.max ?? undefined) === filter.max,
  );
  return match ? match.key : null;
};
