// The coupons of this order: applicable ones can be chosen (or none), inapplicable ones are listed
// greyed with the reason, so the buyer knows why a coupon does not apply.
import type { ResultOf } from '@storefront/contracts';
import { formatDate } from '../../../ui/format/format-time';
import { formatPrice } from '../../../ui/price/price';
import styles from '../order.module.css';

type SettleCoupon = ResultOf<'getOrderSettleInfoNew'>['coupons'][number];

export const couponFace = (c: Pick<SettleCoupon, 'kind' | 'amount' | 'discount'>): string =>
  c.kind === 'discount'
    ? `${(c.discount / 10).toFixed(c.discount % 10 === 0 ? 0 : 1)}折`
    : formatPrice(c.amount);

export const couponCondition = (c: Pick<SettleCoupon, 'threshold'>): string =>
  c.threshold > 0 ? `满${formatPrice(c.threshold)}可用` : '无门槛';

interface CouponChoiceProps {
  coupons: SettleCoupon[];
  value: number;
  onChange: (userCouponId: number) => void;
  disabled?: boolean;
}

export function CouponChoice({ coupons, value, onChange, disabled = false }: CouponChoiceProps) {
  const usable = coupons.filter((c) => c.applicable);
  const unusable = coupons.filter((c) => !c.applicable);
  return (
    <div className={styles.coupons} role="radiogroup" aria-label="选择优惠券">
      <label className={styles.coupon}>
        <input
          type="radio"
          name="coupon"
          checked={value === 0}
          disabled={disabled}
          onChange={() => onChange(0)}
        />
        不使用优惠券
      </label>
      {usable.map((c) => (
        <label key={c.userCouponId} className={styles.coupon}>
          <input
            type="radio"
            name="coupon"
            checked={value === c.userCouponId}
            disabled={disabled}
            onChange={() => onChange(c.userCouponId)}
          />
          <span className={styles.couponAmount}>{couponFace(c)}</span>
          <span>
            {c.name}
            <span className={styles.muted}>
              {' '}
              · {couponCondition(c)} · {c.scopeText} · 有效期至 {formatDate(c.endTime)}
            </span>
          </span>
        </label>
      ))}
      {unusable.length > 0 && <p className={styles.muted}>不可用优惠券（{unusable.length}）</p>}
      {unusable.map((c) => (
        <div key={c.userCouponId} className={`${styles.coupon} ${styles.couponOff}`} aria-disabled="true">
          <span className={styles.couponAmount}>{couponFace(c)}</span>
          <span>
            {c.name} · {couponCondition(c)}
          </span>
          <span className={styles.couponReason}>{c.reason ?? '不满足使用条件'}</span>
        </div>
      ))}
    </div>
  );
}
