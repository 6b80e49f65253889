// The address forms of both faces check a consignee and a detail with the rules of
// rules/address-fields.ts; the upstream's schema must refuse the same values with the same words.
import { catalogueSchemas } from '../src/catalogue/schemas';
import {
  consigneeProblem,
  detailProblem,
  CONSIGNEE_MAX,
  DETAIL_MAX,
  DETAIL_MIN,
} from '../src/rules/address-fields';

const request = catalogueSchemas.addUserAddress.request;
const valid = {
  consignee: '张三',
  mobile: '13800138000',
  provinceCode: '110000',
  cityCode: '110100',
  areaCode: '110101',
  detail: '朝阳路一号院',
};
const schemaProblem = (field: 'consignee' | 'detail', value: string): string | null => {
  const parsed = request.safeParse({ ...valid, [field]: value });
  if (parsed.success) return null;
  return parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null;
};

describe('address field rules shared by the forms and the schema', () => {
  const consignees = ['', '  ', '张三', '张'.repeat(CONSIGNEE_MAX), '张'.repeat(CONSIGNEE_MAX + 1)];
  const details = [
    '',
    '一二三四',
    '一'.repeat(DETAIL_MIN),
    '一'.repeat(DETAIL_MAX),
    '一'.repeat(DETAIL_MAX + 1),
  ];

  it.each(consignees.map((v) => [v.length, v]))(
    'judges a consignee of %i characters as the schema does',
    (_, value) => {
      expect(consigneeProblem(value)).toBe(schemaProblem('consignee', value));
    },
  );

  it.each(details.map((v) => [v.length, v]))(
    'judges a detail of %i characters as the schema does',
    (_, value) => {
      expect(detailProblem(value)).toBe(schemaProblem('detail', value));
    },
  );

  it('refuses a consignee over the limit of 20', () => {
    expect(consigneeProblem('张'.repeat(21))).toBe('收货人不能超过20个字');
  });
});
