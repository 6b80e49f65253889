// Which address the checkout shows: the one just added (back from 新增收货地址), else the one chosen
// before (kept in the draft), else the default, else the settle info's, else the first.
import type { ResultOf } from '@storefront/contracts';

export type Address = ResultOf<'getAddressList'>[number];

export function chooseAddress(
  list: readonly Address[],
  kept: { addressId?: number; knownAddressIds?: readonly number[] } | null,
  settleAddress: Address | null,
): Address | null {
  if (kept?.knownAddressIds) {
    const known = new Set(kept.knownAddressIds);
    const added = list.filter((a) => !known.has(a.addressId)).sort((a, b) => b.addressId - a.addressId)[0];
    if (added) return added;
  }
  const byId = (id: number | undefined) => (id ? list.find((a) => a.addressId === id) : undefined);
  return (
    byId(kept?.addressId) ??
    list.find((a) => a.isDefault) ??
    byId(settleAddress?.addressId) ??
    list[0] ??
    settleAddress
  );
}

/** One line for the card: 广东省深圳市南山区 科技园1号. */
export const addressLine = (a: Pick<Address, 'provinceName' | 'cityName' | 'areaName' | 'detail'>): string =>
  `${a.provinceName}${a.cityName}${a.areaName} ${a.detail}`;
