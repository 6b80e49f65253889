// How a coupon reads on the phone: 面额 (¥10.00 off, or 8.5折), 门槛 (满¥99.00可用 or 无门槛), dates.
import type { ResultOf } from '@storefront/contracts';
import { formatPrice } from '../price/price';

type Template = Pick<
  ResultOf<'choiceSelfCoupon'>['list'][number],
  'kind' | 'amount' | 'discount' | 'threshold' | 'startTime' | 'endTime'
>;

export const couponFace = (c: Pick<Template, 'kind' | 'amount' | 'discount'>): string =>
  c.kind === 'discount'
    ? `${(c.discount / 10).toFixed(c.discount % 10 === 0 ? 0 : 1)}折`
    : formatPrice(c.amount);

export const couponCondition = (c: Pick<Template, 'threshold'>): string =>
  c.threshold > 0 ? `满${formatPrice(c.threshold)}可用` : '无门槛';

const day = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
};

export const couponDates = (c: Pick<Template, 'startTime' | 'endTime'>): string =>
  `${day(c.startTime)} - ${day(c.endTime)}`;
