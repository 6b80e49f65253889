import { z } from 'zod';
import { address, emptyRequest, flagField, idField, phoneField, textField } from './common.schemas.js';
import type { addressRoutes } from './address.routes.js';
import type { SchemasOf } from './types.js';

const regionCode = (label: string) =>
  z.string({ error: `请选择${label}` }).regex(/^\d{6}$/, `请选择${label}`);
const addressFields = z.object({
  consignee: textField(20, '收货人'),
  mobile: phoneField.describe('手机号或固定电话（如 021-12345678）'),
  provinceCode: regionCode('省份'),
  cityCode: regionCode('城市'),
  areaCode: regionCode('区县'),
  detail: textField(100, '详细地址').refine((v) => v.length >= 5, '详细地址至少5个字'),
  isDefault: flagField.default(0),
});
const region = z.object({ code: z.string(), name: z.string() });

export const addressSchemas = {
  getAddressList: { request: emptyRequest, result: z.array(address) },
  addUserAddress: { request: addressFields, result: address },
  updateUserAddress: { request: addressFields.extend({ addressId: idField }), result: address },
  delUserAddress: {
    request: z.object({ addressId: idField }),
    result: z.object({ addressId: z.number().int() }),
  },
  updateDefaultAddress: { request: z.object({ addressId: idField }), result: address },
  getDefaultAddress: { request: emptyRequest, result: address.nullable() },
  getWebArea: {
    request: emptyRequest,
    result: z.object({
      provinces: z.array(region),
      city: z.record(z.string(), z.array(region)).describe('省份编码 → 城市'),
      area: z.record(z.string(), z.array(region)).describe('城市编码 → 区县'),
    }),
  },
} satisfies SchemasOf<typeof addressRoutes>;
