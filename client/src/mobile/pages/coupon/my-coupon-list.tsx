// My coupons of one state, with 去使用 on the unused ones.
import { Link } from 'react-router-dom';
import { useMyCoupons } from '../../../core/coupon/coupon-queries';
import { errorMessage } from '../../../core/api/errors';
import { CouponTicket } from '../../ui/coupon-ticket/coupon-ticket';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { LoadingText } from '../../ui/loading-text/loading-text';
import { COUPON_PAGE_SIZE, type MyCouponState } from './coupon-tabs';
import styles from './coupons.module.css';

const EMPTY: Record<MyCouponState, string> = {
  unused: '暂无可用的优惠券',
  used: '还没有使用过优惠券',
  expired: '没有过期的优惠券',
};

/** The three counts, from the unused list's reply (every reply carries them). */
export function useCouponCounts() {
  const unused = useMyCoupons({ status: 'unused', pageNum: 1, pageSize: COUPON_PAGE_SIZE });
  return unused.data?.counts;
}

export function MyCouponList({ state }: { state: MyCouponState }) {
  const coupons = useMyCoupons({ status: state, pageNum: 1, pageSize: COUPON_PAGE_SIZE });
  if (coupons.isPending) return <LoadingText />;
  if (coupons.isError)
    return <ErrorState message={errorMessage(coupons.error)} onRetry={() => void coupons.refetch()} />;
  if (coupons.data.list.length === 0)
    return (
      <EmptyState title={EMPTY[state]}>
        <Link className={styles.primaryLink} to="/coupons?state=take">
          去领券中心
        </Link>
      </EmptyState>
    );
  return (
    <ul className={styles.list}>
      {coupons.data.list.map((coupon) => (
        <li key={coupon.userCouponId}>
          <CouponTicket
            coupon={coupon}
            off={state !== 'unused'}
            action={
              state === 'unused' ? (
                <Link className={styles.use} to="/" aria-label={`去使用 ${coupon.name}`}>
                  去使用
                </Link>
              ) : (
                <span className={styles.stamp}>{state === 'used' ? '已使用' : '已过期'}</span>
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
