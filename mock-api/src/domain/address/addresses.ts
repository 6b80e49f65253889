// Delivery addresses (table `addresses`): region codes must exist in the seed's region tree and fit
// together, and a user with any address has exactly one default.
import type { AddressFields } from '@storefront/contracts';
import type { StoreCtx } from '../context.js';
import { ownedOrRefuse, refuse } from '../refusal.js';
import type { Table, TableSpec } from '../../persistence/table.js';

export const ADDRESSES_MAX = 20;

export interface AddressRow {
  id: number;
  uid: number;
  consignee: string;
  mobile: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  areaCode: string;
  areaName: string;
  detail: string;
  isDefault: boolean;
  createTime: number;
}

export interface AddressInput extends AddressFields {
  isDefault: number;
}

export const ADDRESSES: TableSpec<AddressRow> = {
  name: 'addresses',
  jsonName: 'addresses',
  idBase: 1,
  columns: {
    uid: 'int',
    consignee: 'text',
    mobile: 'text',
    provinceCode: 'text',
    provinceName: 'text',
    cityCode: 'text',
    cityName: 'text',
    areaCode: 'text',
    areaName: 'text',
    detail: 'text',
    isDefault: 'bool',
    createTime: 'int',
  },
};

export const addressTable = (ctx: StoreCtx): Table<AddressRow> => ctx.store.table(ADDRESSES);

export const userAddresses = (ctx: StoreCtx, uid: number): AddressRow[] =>
  addressTable(ctx)
    .where({ uid })
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createTime - a.createTime || b.id - a.id);

export const defaultAddress = (ctx: StoreCtx, uid: number): AddressRow | null =>
  userAddresses(ctx, uid).find((a) => a.isDefault) ?? null;

export const ownedAddress = (ctx: StoreCtx, uid: number, addressId: number): AddressRow =>
  ownedOrRefuse(addressTable(ctx).get(addressId), uid);

/** Names of the three levels, refusing codes that do not exist or do not belong together. */
function resolveRegion(
  ctx: StoreCtx,
  input: AddressInput,
): Pick<AddressRow, 'provinceName' | 'cityName' | 'areaName'> {
  const { regions } = ctx.seed;
  const province = regions.provinces.find((p) => p.code === input.provinceCode);
  if (!province) refuse('所选省份不存在');
  const city = regions.city[province.code]?.find((c) => c.code === input.cityCode);
  if (!city) refuse('所选城市不属于该省份');
  const area = regions.area[city.code]?.find((a) => a.code === input.areaCode);
  if (!area) refuse('所选区县不属于该城市');
  return { provinceName: province.name, cityName: city.name, areaName: area.name };
}

/** What a row keeps of the input: its fields and the region's names (a region that does not exist is refused). */
function storedFields(
  ctx: StoreCtx,
  input: AddressInput,
): Omit<AddressRow, 'id' | 'uid' | 'isDefault' | 'createTime'> {
  const { consignee, mobile, provinceCode, cityCode, areaCode, detail } = input;
  return { consignee, mobile, provinceCode, cityCode, areaCode, detail, ...resolveRegion(ctx, input) };
}

function makeDefault(ctx: StoreCtx, uid: number, addressId: number): void {
  const table = addressTable(ctx);
  for (const row of table.where({ uid, isDefault: true, id: { ne: addressId } }))
    table.update(row.id, { isDefault: false });
  table.update(addressId, { isDefault: true });
}

export function addAddress(ctx: StoreCtx, uid: number, input: AddressInput): AddressRow {
  const existing = userAddresses(ctx, uid);
  if (existing.length >= ADDRESSES_MAX) refuse(`最多保存${ADDRESSES_MAX}个收货地址`);
  const row = addressTable(ctx).insert({
    uid,
    ...storedFields(ctx, input),
    isDefault: false,
    createTime: ctx.now(),
  });
  // The first address is the default whatever was asked.
  if (input.isDefault === 1 || existing.length === 0) makeDefault(ctx, uid, row.id);
  return addressTable(ctx).get(row.id)!;
}

export function updateAddress(
  ctx: StoreCtx,
  uid: number,
  addressId: number,
  input: AddressInput,
): AddressRow {
  const row = ownedAddress(ctx, uid, addressId);
  addressTable(ctx).update(row.id, storedFields(ctx, input));
  // Unticking "default" on the default address is ignored: there must always be one default.
  if (input.isDefault === 1) makeDefault(ctx, uid, row.id);
  return addressTable(ctx).get(row.id)!;
}

export function deleteAddress(ctx: StoreCtx, uid: number, addressId: number): void {
  const row = ownedAddress(ctx, uid, addressId);
  addressTable(ctx).remove(row.id);
  if (row.isDefault) {
    const next = userAddresses(ctx, uid)[0];
    if (next) makeDefault(ctx, uid, next.id);
  }
}

export function setDefaultAddress(ctx: StoreCtx, uid: number, addressId: number): AddressRow {
  const row = ownedAddress(ctx, uid, addressId);
  makeDefault(ctx, uid, row.id);
  return addressTable(ctx).get(row.id)!;
}
