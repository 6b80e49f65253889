// 优惠券 (what the chosen one saves; tap to choose) and 订单备注 with its count.
import { ORDER_REMARK_MAX } from '@storefront/contracts';
import styles from './checkout.module.css';
import { couponSummary, NO_COUPON, type CouponOptions } from './coupon-choice';

interface CouponRemarkCardProps {
  options: CouponOptions;
  couponId: number;
  couponAmount: number | undefined;
  remark: string;
  onRemark: (remark: string) => void;
  onOpenCoupons: () => void;
}

export function CouponRemarkCard({
  options,
  couponId,
  couponAmount,
  remark,
  onRemark,
  onOpenCoupons,
}: CouponRemarkCardProps) {
  return (
    <section className={styles.card} aria-label="优惠与备注">
      <button
        type="button"
        className={styles.cell}
        onClick={onOpenCoupons}
        disabled={options.usable.length === 0 && options.unusable.length === 0}
      >
        <span>优惠券</span>
        <span className={couponId === NO_COUPON ? styles.muted : styles.saving}>
          {couponSummary(options, couponId, couponAmount)}
        </span>
      </button>
      <label htmlFor="checkout-remark" className={styles.remarkLabel}>
        订单备注
      </label>
      <textarea
        id="checkout-remark"
        className={styles.remark}
        rows={2}
        maxLength={ORDER_REMARK_MAX}
        placeholder="选填，可告诉商家您的特殊要求"
        value={remark}
        onChange={(e) => onRemark(e.target.value)}
      />
      <p className={styles.counter}>
        {remark.length}/{ORDER_REMARK_MAX}
      </p>
    </section>
  );
}
