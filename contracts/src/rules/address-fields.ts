// The fields of a delivery address as a shopper fills them in and the upstream stores them: the
// address forms and the mock's address book read this one list. The region is three codes of the
// upstream's region tree (province → city → area); `isDefault` is left to each side (a tick box in a
// form, 0/1 on the wire).
export const ADDRESS_FIELDS = [
  'consignee',
  'mobile',
  'provinceCode',
  'cityCode',
  'areaCode',
  'detail',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressFields = Record<AddressField, string>;

/** The address schema's limits (catalogue/address.schemas.ts reads them), for every form too. */
export const CONSIGNEE_MAX = 20;
export const DETAIL_MIN = 5;
export const DETAIL_MAX = 100;

/** What is wrong with a consignee name, in the words the schema's 03 uses; null when it is fine. */
export function consigneeProblem(name: string): string | null {
  const text = name.trim();
  if (!text) return '请填写收货人';
  return text.length > CONSIGNEE_MAX ? `收货人不能超过${CONSIGNEE_MAX}个字` : null;
}

/** What is wrong with a detailed address, in the words the schema's 03 uses; null when it is fine. */
export function detailProblem(detail: string): string | null {
  const text = detail.trim();
  if (!text) return '请填写详细地址';
  if (text.length < DETAIL_MIN) return `详细地址至少${DETAIL_MIN}个字`;
  return text.length > DETAIL_MAX ? `详细地址不能超过${DETAIL_MAX}个字` : null;
}
