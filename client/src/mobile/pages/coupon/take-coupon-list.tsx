// 领券中心: the coupons on offer, 领取 for each (已领取 once taken, 已抢光 when none are left).
import { useTakeCoupon } from '../../../core/coupon/coupon-mutations';
import { useTakeableCoupons } from '../../../core/coupon/coupon-queries';
import { errorMessage } from '../../../core/api/errors';
import { CouponTicket } from '../../ui/coupon-ticket/coupon-ticket';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';
import { LoadingText } from '../../ui/loading-text/loading-text';
import { COUPON_PAGE_SIZE } from './coupon-tabs';
import styles from './coupons.module.css';

export function TakeCouponList() {
  const offers = useTakeableCoupons({ pageNum: 1, pageSize: COUPON_PAGE_SIZE });
  const take = useTakeCoupon({
    onSuccess: () => showToast('领取成功'),
    onError: toastError,
  });

  if (offers.isPending) return <LoadingText />;
  if (offers.isError)
    return <ErrorState message={errorMessage(offers.error)} onRetry={() => void offers.refetch()} />;
  if (offers.data.list.length === 0) return <EmptyState title="暂时没有可领取的优惠券" />;
  return (
    <ul className={styles.list}>
      {offers.data.list.map((coupon) => {
        const taking = take.isPending && take.variables?.couponId === coupon.couponId;
        return (
          <li key={coupon.couponId}>
            <CouponTicket
              coupon={coupon}
              off={!coupon.received && coupon.remaining === 0}
              action={
                coupon.received ? (
                  <span className={styles.stamp}>已领取</span>
                ) : coupon.remaining === 0 ? (
                  <span className={styles.stamp}>已抢光</span>
                ) : (
                  <button
                    type="button"
                    className={styles.take}
                    disabled={take.isPending}
                    aria-label={`领取 ${coupon.name}`}
                    onClick={() => take.mutate({ couponId: coupon.couponId })}
                  >
                    {taking ? '领取中' : '领取'}
                  </button>
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
