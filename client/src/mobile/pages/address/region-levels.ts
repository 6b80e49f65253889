// The three levels of the area cascader over getWebArea's data (the same data the desktop's region
// picker reads): what each level offers given the codes picked so far, and the names of a pick.
import type { ResultOf } from '@storefront/contracts';

export type Regions = ResultOf<'getWebArea'>;
export type Region = Regions['provinces'][number];

export interface RegionPick {
  provinceCode: string;
  cityCode: string;
  areaCode: string;
  provinceName: string;
  cityName: string;
  areaName: string;
}

export const LEVEL_NAMES = ['省份', '城市', '区县'] as const;
export type Level = 0 | 1 | 2;

/** The options of `level` after the codes picked above it ([] when the parent is unknown). */
export function optionsAt(regions: Regions, level: Level, path: readonly string[]): Region[] {
  if (level === 0) return regions.provinces;
  if (level === 1) return regions.city[path[0] ?? ''] ?? [];
  return regions.area[path[1] ?? ''] ?? [];
}

/** The full pick for three codes, or null when they do not belong together in this data. */
export function pickOf(regions: Regions, codes: readonly string[]): RegionPick | null {
  const [provinceCode = '', cityCode = '', areaCode = ''] = codes;
  const province = regions.provinces.find((p) => p.code === provinceCode);
  const city = regions.city[provinceCode]?.find((c) => c.code === cityCode);
  const area = regions.area[cityCode]?.find((a) => a.code === areaCode);
  if (!province || !city || !area) return null;
  return {
    provinceCode,
    cityCode,
    areaCode,
    provinceName: province.name,
    cityName: city.name,
    areaName: area.name,
  };
}

export const pickText = (pick: Pick<RegionPick, 'provinceName' | 'cityName' | 'areaName'>): string =>
  // Municipalities repeat their name as the city (北京市 北京市): say it once.
  [pick.provinceName, pick.cityName === pick.provinceName ? '' : pick.cityName, pick.areaName]
    .filter(Boolean)
    .join(' ');
