import { z } from 'zod';
import { address, emptyRequest, flagField, idField, phoneField, textField } from './common.schemas.js';
import type { addressRoutes } from './address.routes.js';
import type { SchemasOf } from './types.js';
import { CONSIGNEE_MAX, DETAIL_MAX, DETAIL_MIN } from '../rules/address-fields.js';
import { addressId, newAddress, seeded, withAddress } from '../examples/shared-example-values.js';

const regionCode = (label: string) =>
  z.string({ error: `请选择${label}` }).regex(/^\d{6}$/, `请选择${label}`);
const addressFields = z.object({
  consignee: textField(CONSIGNEE_MAX, '收货人'),
  mobile: phoneField.describe('手机号或固定电话（如 021-12345678）'),
  provinceCode: regionCode('省份'),
  cityCode: regionCode('城市'),
  areaCode: regionCode('区县'),
  detail: textField(DETAIL_MAX, '详细地址', DETAIL_MIN),
  isDefault: flagField.default(0),
});
const region = z.object({ code: z.string(), name: z.string() });

export const addressSchemas = {
  getAddressList: {
    request: emptyRequest,
    result: z.array(address),
    example: { states: withAddress },
    refuses: true,
  },
  addUserAddress: {
    request: addressFields,
    result: address,
    example: {
      input: newAddress,
      states: seeded,
      bad: { input: { ...newAddress, mobile: '12345' }, field: 'mobile', states: seeded },
    },
    refuses: true,
  },
  updateUserAddress: {
    request: addressFields.extend({ addressId: idField }),
    result: address,
    example: { input: { ...newAddress, addressId }, states: withAddress },
    refuses: true,
  },
  delUserAddress: {
    request: z.object({ addressId: idField }),
    result: z.object({ addressId: z.number().int() }),
    example: { input: { addressId }, states: withAddress },
    refuses: true,
  },
  updateDefaultAddress: {
    request: z.object({ addressId: idField }),
    result: address,
    example: { input: { addressId }, states: withAddress },
    refuses: true,
  },
  getDefaultAddress: {
    request: emptyRequest,
    result: address.nullable(),
    example: { states: withAddress },
    refuses: true,
  },
  getWebArea: {
    request: emptyRequest,
    result: z.object({
      provinces: z.array(region),
      city: z.record(z.string(), z.array(region)).describe('省份编码 → 城市'),
      area: z.record(z.string(), z.array(region)).describe('城市编码 → 区县'),
    }),
    example: { shape: { nonEmpty: ['provinces'] } },
  },
} satisfies SchemasOf<typeof addressRoutes>;
