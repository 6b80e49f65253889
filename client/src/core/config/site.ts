// Fixed facts about the shop shown in the shell. The registration and licence numbers are invented
// demo values (the real ones are not part of the specification) and the footer says so.
export const SITE_NAME = '多么商城';
export const SITE_SLOGAN = '好物多么好 · 正品低价';

export const DEMO_COMPANY = {
  name: '上海多么网络科技有限公司（演示）',
  icp: '沪ICP备20261122号-1',
  police: '沪公网安备31010402001122号',
  licence: '增值电信业务经营许可证：沪B2-20261122',
  servicePhone: '400-820-1122',
  consumerHotline: '12315',
  serviceHours: '周一至周日 9:00-21:00',
} as const;
