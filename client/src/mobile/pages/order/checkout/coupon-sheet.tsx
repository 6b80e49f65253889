// 优惠券: the coupons that fit these lines (with what each saves) and 不使用优惠券 as a radio group;
// the ones that do not fit below, each with the reason.
import type { ReactNode } from 'react';
import { formatPrice } from '../../../ui/price/price';
import { Sheet } from '../../../ui/sheet/sheet';
import styles from './checkout.module.css';
import { couponCondition, couponFace, NO_COUPON, type CouponOptions } from './coupon-choice';

interface CouponRadioProps {
  /** The coupon's amount or discount on its left; none for 不使用优惠券. */
  face?: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/** One choice of the sheet: its text, then the radio at the row's end. */
function CouponRadio({ face, checked, onChoose, children }: CouponRadioProps) {
  return (
    <label className={face ? `${styles.option} ${styles.coupon}` : styles.option}>
      {face && <span className={styles.couponFace}>{face}</span>}
      <span className={styles.optionText}>{children}</span>
      <input
        type="radio"
        name="checkout-coupon"
        className={styles.radio}
        checked={checked}
        onChange={onChoose}
      />
    </label>
  );
}

interface CouponSheetProps {
  open: boolean;
  options: CouponOptions;
  savings: ReadonlyMap<number, number>;
  chosenId: number;
  onChoose: (userCouponId: number) => void;
  onClose: () => void;
}

export function CouponSheet({ open, options, savings, chosenId, onChoose, onClose }: CouponSheetProps) {
  const choose = (id: number) => {
    onChoose(id);
    onClose();
  };
  return (
    <Sheet open={open} onClose={onClose} title="选择优惠券">
      <div role="radiogroup" aria-label="可用优惠券" className={styles.options}>
        {options.usable.map((c) => {
          const saving = savings.get(c.userCouponId);
          return (
            <CouponRadio
              key={c.userCouponId}
              face={couponFace(c)}
              checked={c.userCouponId === chosenId}
              onChoose={() => choose(c.userCouponId)}
            >
              <span className={styles.optionTitle}>{c.name}</span>
              <span className={styles.muted}>
                {couponCondition(c)} · {c.scopeText}
              </span>
              <span className={styles.saving}>
                {saving === undefined ? '计算优惠中…' : `可省${formatPrice(saving)}`}
              </span>
            </CouponRadio>
          );
        })}
        <CouponRadio checked={chosenId === NO_COUPON} onChoose={() => choose(NO_COUPON)}>
          <span className={styles.optionTitle}>不使用优惠券</span>
        </CouponRadio>
      </div>
      {options.unusable.length > 0 && (
        <section aria-labelledby="coupon-unusable" className={styles.unusable}>
          <h3 id="coupon-unusable" className={styles.subTitle}>
            不可用优惠券（{options.unusable.length}）
          </h3>
          <ul>
            {options.unusable.map((c) => (
              <li key={c.userCouponId} className={`${styles.option} ${styles.coupon} ${styles.off}`}>
                <span className={styles.couponFace}>{couponFace(c)}</span>
                <span className={styles.optionText}>
                  <span className={styles.optionTitle}>{c.name}</span>
                  <span className={styles.muted}>{c.reason ?? '不满足使用条件'}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Sheet>
  );
}
