// A coupon as a ticket: the face value on the left, name, condition, scope and dates on the right.
import type { ResultOf } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '../../../ui/format/format-time';
import { formatPrice } from '../../../ui/price/price';
import styles from '../account.module.css';

type Template = ResultOf<'choiceSelfCoupon'>['list'][number];

export const couponFace = (c: Pick<Template, 'kind' | 'amount' | 'discount'>) =>
  c.kind === 'discount'
    ? `${(c.discount / 10).toFixed(c.discount % 10 === 0 ? 0 : 1)}折`
    : formatPrice(c.amount);

export function CouponCard({
  coupon,
  off = false,
  action,
}: {
  coupon: Pick<
    Template,
    'name' | 'kind' | 'amount' | 'discount' | 'threshold' | 'scopeText' | 'startTime' | 'endTime'
  >;
  off?: boolean;
  action?: ReactNode;
}) {
  return (
    <li className={`${styles.coupon} ${off ? styles.couponOff : ''}`}>
      <div className={styles.couponFace}>
        <strong>{couponFace(coupon)}</strong>
        <span>{coupon.threshold > 0 ? `满${formatPrice(coupon.threshold)}可用` : '无门槛'}</span>
      </div>
      <div className={styles.couponBody}>
        <span className={styles.couponName}>{coupon.name}</span>
        <span className={styles.muted}>{coupon.scopeText}</span>
        <span className={styles.muted}>
          {formatDate(coupon.startTime)} 至 {formatDate(coupon.endTime)}
        </span>
        {action}
      </div>
    </li>
  );
}
