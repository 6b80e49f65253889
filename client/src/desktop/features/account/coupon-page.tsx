// /coupon: my coupons by state (未使用/已使用/已过期, counts from the list reply) and the coupon
// centre (choiceSelfCoupon) where coupons are taken with receiveCoupon.
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../ui/button/button';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { SimplePager } from '../../ui/pagination/simple-pager';
import { QueryView, isEmptyList } from '../../ui/query-view/query-view';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { TabBar, tabPanelProps } from '../../ui/tab-bar/tab-bar';
import { Panel, UserCenterLayout } from '../../ui/user-center/user-center-layout';
import styles from './account.module.css';
import { CouponCard } from './components/coupon-card';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import { useMyCoupons, useTakeableCoupons } from '../../../core/coupon/coupon-queries';
import { useTakeCoupon } from '../../../core/coupon/coupon-mutations';
import { toastError } from '../../ui/toast/toast-error';

export const COUPON_TABS = [
  { key: 'unused', label: '未使用' },
  { key: 'used', label: '已使用' },
  { key: 'expired', label: '已过期' },
] as const;
type Status = (typeof COUPON_TABS)[number]['key'];
function MyCoupons() {
  const { params, page, size, update, setPage } = useUrlPaging();
  const status = (COUPON_TABS.find((t) => t.key === params.get('status'))?.key ?? 'unused') as Status;
  const query = useMyCoupons({ status, pageNum: page, pageSize: size });
  const counts = query.data?.counts;
  const tabs = COUPON_TABS.map((t) => ({ ...t, label: counts ? `${t.label}（${counts[t.key]}）` : t.label }));
  return (
    <div className={styles.box}>
      <TabBar
        tabs={tabs}
        active={status}
        onChange={(key) => update({ status: key })}
        label="优惠券状态"
        idPrefix="coupons"
      />
      <div {...tabPanelProps('coupons', status)} className={styles.tabPanel}>
        <QueryView
          query={query}
          skeleton={<Skeleton height={110} />}
          isEmpty={isEmptyList}
          emptyText={`暂无${COUPON_TABS.find((t) => t.key === status)?.label}的优惠券`}
          errorTitle="优惠券加载失败"
        >
          {(d) => (
            <>
              <ul className={styles.coupons}>
                {d.list.map((c) => (
                  <CouponCard
                    key={c.userCouponId}
                    coupon={c}
                    off={status !== 'unused'}
                    action={
                      status === 'unused' ? (
                        <Link to="/home" className={buttonClass('text', 'sm')}>
                          去使用
                        </Link>
                      ) : undefined
                    }
                  />
                ))}
              </ul>
              <SimplePager total={d.total} paging={{ page, size, setPage }} />
            </>
          )}
        </QueryView>
      </div>
    </div>
  );
}

function CouponCentre() {
  const query = useTakeableCoupons({ pageNum: 1, pageSize: 12 });
  const receive = useTakeCoupon({
    onSuccess: (c) => showToast(`已领取「${c.name}」`, 'success'),
    onError: toastError,
  });
  return (
    <Panel title="领券中心">
      <QueryView
        query={query}
        skeleton={<Skeleton height={110} />}
        isEmpty={isEmptyList}
        emptyText="暂无可领取的优惠券"
        errorTitle="领券中心加载失败"
      >
        {(d) => (
          <ul className={styles.coupons}>
            {d.list.map((c) => (
              <CouponCard
                key={c.couponId}
                coupon={c}
                off={c.received || c.remaining === 0}
                action={
                  <Button
                    size="sm"
                    variant={c.received || c.remaining === 0 ? 'default' : 'primary'}
                    disabled={c.received || c.remaining === 0}
                    pending={receive.isPending && receive.variables?.couponId === c.couponId}
                    onClick={() => receive.mutate({ couponId: c.couponId })}
                    aria-label={c.received ? `已领取 ${c.name}` : `领取 ${c.name}`}
                  >
                    {c.received ? '已领取' : c.remaining === 0 ? '已领完' : '立即领取'}
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </QueryView>
    </Panel>
  );
}

export default function CouponPage() {
  usePageTitle('我的优惠券');
  return (
    <UserCenterLayout title="我的优惠券">
      <MyCoupons />
      <div style={{ height: 16 }} />
      <CouponCentre />
    </UserCenterLayout>
  );
}
