// A coupon as a ticket: 面额 and 门槛 on the left, name, scope and dates on the right, an action or a
// state stamp at the end. Used coupons and expired ones are greyed (`off`).
import type { ResultOf } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { couponCondition, couponDates, couponFace } from './coupon-text';
import styles from './coupon-ticket.module.css';

type Coupon = Pick<
  ResultOf<'choiceSelfCoupon'>['list'][number],
  'name' | 'kind' | 'amount' | 'discount' | 'threshold' | 'scopeText' | 'startTime' | 'endTime'
>;

interface CouponTicketProps {
  coupon: Coupon;
  off?: boolean;
  action?: ReactNode;
}

export function CouponTicket({ coupon, off = false, action }: CouponTicketProps) {
  return (
    <article className={`${styles.ticket} ${off ? styles.off : ''}`} aria-label={coupon.name}>
      <div className={styles.face}>
        <strong className={styles.value}>{couponFace(coupon)}</strong>
        <span className={styles.condition}>{couponCondition(coupon)}</span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{coupon.name}</h2>
        <p className={styles.scope}>{coupon.scopeText}</p>
        <p className={styles.dates}>{couponDates(coupon)}</p>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
