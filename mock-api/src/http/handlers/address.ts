// The address area: the user's addresses, and the region tree of the address pickers (from the seed;
// see docs/wire.md: replies code 01 with city, provinces, area).
import { uidOf, type AreaHandlers } from '../api/handler-types.js';
import {
  addAddress,
  defaultAddress,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
  userAddresses,
  type AddressRow,
} from '../../domain/address/addresses.js';
import { withUpkeep } from './with-upkeep.js';
import type { NamesOf } from './area-names.js';

export const addressView = (row: AddressRow) => ({
  addressId: row.id,
  consignee: row.consignee,
  mobile: row.mobile,
  provinceCode: row.provinceCode,
  provinceName: row.provinceName,
  cityCode: row.cityCode,
  cityName: row.cityName,
  areaCode: row.areaCode,
  areaName: row.areaName,
  detail: row.detail,
  isDefault: row.isDefault,
});

const addresses: AreaHandlers<Exclude<NamesOf<'address'>, 'getWebArea'>> = withUpkeep({
  getAddressList: (_input, ctx) => userAddresses(ctx, uidOf(ctx)).map(addressView),
  addUserAddress: (input, ctx) => addressView(addAddress(ctx, uidOf(ctx), input)),
  updateUserAddress: ({ addressId, ...input }, ctx) =>
    addressView(updateAddress(ctx, uidOf(ctx), addressId, input)),
  delUserAddress: ({ addressId }, ctx) => {
    deleteAddress(ctx, uidOf(ctx), addressId);
    return { addressId };
  },
  updateDefaultAddress: ({ addressId }, ctx) => addressView(setDefaultAddress(ctx, uidOf(ctx), addressId)),
  getDefaultAddress: (_input, ctx) => {
    const row = defaultAddress(ctx, uidOf(ctx));
    return row ? addressView(row) : null;
  },
});

export const addressHandlers: AreaHandlers<NamesOf<'address'>> = {
  getWebArea: (_input, ctx) => ctx.seed.regions,
  ...addresses,
};
