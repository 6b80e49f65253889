// The address form's values (the region picked as one value) and the saved address they start from.
import type { ResultOf } from '@storefront/contracts';
import type { RegionPick } from './region-levels';

export type Address = ResultOf<'getAddressList'>[number];

export interface AddressValues {
  consignee: string;
  mobile: string;
  region: RegionPick | null;
  detail: string;
  isDefault: boolean;
}

export const valuesOf = (address: Address | null): AddressValues => ({
  consignee: address?.consignee ?? '',
  mobile: address?.mobile ?? '',
  region: address
    ? {
        provinceCode: address.provinceCode,
        cityCode: address.cityCode,
        areaCode: address.areaCode,
        provinceName: address.provinceName,
        cityName: address.cityName,
        areaName: address.areaName,
      }
    : null,
  detail: address?.detail ?? '',
  isDefault: address?.isDefault ?? false,
});
