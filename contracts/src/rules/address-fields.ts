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
