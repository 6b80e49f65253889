// /m/coupons (优惠券): my coupons by state (未使用/已使用/已过期, with their counts) and 领券中心, where the
// available ones are taken with 领取. The tab is in the URL (?state=), so back and reload keep it.
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { couponTabOf, COUPON_TABS } from './coupon-tabs';
import styles from './coupons.module.css';
import { MyCouponList, useCouponCounts } from './my-coupon-list';
import { TakeCouponList } from './take-coupon-list';

export default function CouponsPage() {
  const [params, setParams] = useSearchParams();
  const tab = couponTabOf(params.get('state'));
  const counts = useCouponCounts();

  return (
    <PageLayout title="优惠券">
      <div className={styles.tabs} role="tablist" aria-label="优惠券分类">
        {COUPON_TABS.map(({ state, label }) => {
          const count = state === 'take' ? undefined : counts?.[state];
          return (
            <button
              key={state}
              type="button"
              role="tab"
              id={`coupon-tab-${state}`}
              aria-selected={tab.state === state}
              aria-controls="coupon-panel"
              className={styles.tab}
              onClick={() => setParams({ state }, { replace: true })}
            >
              {label}
              {count !== undefined && count > 0 ? `(${count})` : ''}
            </button>
          );
        })}
      </div>
      <div id="coupon-panel" role="tabpanel" aria-labelledby={`coupon-tab-${tab.state}`}>
        {tab.state === 'take' ? <TakeCouponList /> : <MyCouponList state={tab.state} />}
      </div>
    </PageLayout>
  );
}
