// Test data: a saved address as getAddressList answers it (张三, 深圳市南山区), one field changed at will.
import type { ResultOf } from '@storefront/contracts';

type Address = ResultOf<'getAddressList'>[number];

export const addressOf = (addressId: number, over: Partial<Address> = {}): Address => ({
  addressId,
  consignee: '张三',
  mobile: '13800138000',
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  areaCode: '440305',
  areaName: '南山区',
  detail: `科技园${addressId}号`,
  isDefault: false,
  ...over,
});
