// Province → city → area of mainland China with their GB/T 2260 administrative codes, from
// @vant/area-data (MIT). Hong Kong, Macao and Taiwan (codes 71…, 81…, 82…) are left out: addresses
// here take a mainland mobile number and a mainland postal address.
import { areaList } from '@vant/area-data';
import type { Region, Regions } from './types.js';

const MAINLAND_BEFORE = '710000';

const byCode = (a: Region, b: Region) => a.code.localeCompare(b.code);
const entries = (list: Record<string, string>): Region[] =>
  Object.entries(list)
    .filter(([code]) => code < MAINLAND_BEFORE)
    .map(([code, name]) => ({ code, name }))
    .sort(byCode);

export function buildRegions(): Regions {
  const regions: Regions = { provinces: entries(areaList.province_list), city: {}, area: {} };
  for (const province of regions.provinces) regions.city[province.code] = [];
  for (const city of entries(areaList.city_list)) {
    regions.city[`${city.code.slice(0, 2)}0000`]?.push(city);
    regions.area[city.code] = [];
  }
  for (const area of entries(areaList.county_list)) regions.area[`${area.code.slice(0, 4)}00`]?.push(area);
  return regions;
}

/** Names of a province/city/area triple, or null when the codes do not belong together. */
export function regionNames(regions: Regions, provinceCode: string, cityCode: string, areaCode: string) {
  const province = regions.provinces.find((p) => p.code === provinceCode);
  const city = regions.city[provinceCode]?.find((c) => c.code === cityCode);
  const area = regions.area[cityCode]?.find((a) => a.code === areaCode);
  if (!province || !city || !area) return null;
  return { provinceName: province.name, cityName: city.name, areaName: area.name };
}
