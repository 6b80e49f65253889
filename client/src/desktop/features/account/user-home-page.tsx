// /UserHome: the personal centre's overview: avatar, nickname, points, follows and fans, orders by
// state with counts (linking to /orders?tab=…), daily sign-in for points, quick links.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { userIdAtom } from '../../../core/state/session';
import { Button } from '../../ui/button/button';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { QueryView } from '../../ui/query-view/query-view';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { Panel, UserCenterLayout } from '../../ui/user-center/user-center-layout';
import styles from './account.module.css';
import { ProfileIntro } from './components/profile-intro';
import { useUserInfo } from '../../../core/account/account-queries';
import { useSignInPage } from '../../../core/welfare/welfare-queries';
import { useSignIn } from '../../../core/welfare/welfare-mutations';
import { toastError } from '../../ui/toast/toast-error';

export const ORDER_STATES = [
  { key: 'waitPay', label: '待付款' },
  { key: 'waitDelivery', label: '待发货' },
  { key: 'waitTakeDelivery', label: '待收货' },
  { key: 'waitEvaluate', label: '待评价' },
  { key: 'afterSale', label: '退款/售后' },
] as const;

function SignIn() {
  const query = useSignInPage();
  const sign = useSignIn({
    onSuccess: (page) => showToast(`签到成功，获得${page.gained}积分`, 'success'),
    onError: toastError,
  });
  return (
    <Panel title="每日签到">
      <QueryView query={query} skeleton={<Skeleton height={80} />} errorTitle="签到信息加载失败">
        {(page) => (
          <>
            <ol className={styles.signDays} aria-label="本周签到">
              {page.days.slice(-7).map((d) => (
                <li key={d.date} className={`${styles.signDay} ${d.signed ? styles.signed : ''}`}>
                  <span>{d.date.slice(5)}</span>
                  <span>{d.signed ? '已签' : `+${d.points}`}</span>
                </li>
              ))}
            </ol>
            <div className={styles.signRow}>
              <span>
                已连续签到 <strong>{page.continuousDays}</strong> 天 · 当前积分{' '}
                <strong>{page.integral}</strong>
              </span>
              <span className={styles.spacer} />
              <Button
                variant="primary"
                disabled={page.signedToday}
                pending={sign.isPending}
                pendingText="签到中..."
                onClick={() => sign.mutate()}
              >
                {page.signedToday ? '今日已签到' : '立即签到'}
              </Button>
            </div>
          </>
        )}
      </QueryView>
    </Panel>
  );
}

export default function UserHomePage() {
  usePageTitle('个人中心');
  const uid = useAtomValue(userIdAtom);
  const query = useUserInfo({ uid: Number(uid) }, { enabled: Boolean(uid) });
  return (
    <UserCenterLayout title="个人中心">
      <Panel>
        <QueryView query={query} skeleton={<Skeleton height={96} />} errorTitle="个人信息加载失败">
          {(me) => (
            <div className={styles.overview}>
              <ProfileIntro person={me} nameAs="p" withPoints />
              <span className={styles.spacer} />
              <Link to="/UserInfo" className={styles.uploadLabel}>
                编辑资料
              </Link>
            </div>
          )}
        </QueryView>
      </Panel>
      <Panel
        title="我的订单"
        extra={
          <Link to="/orders" className={styles.muted}>
            查看全部订单 ›
          </Link>
        }
      >
        <nav className={styles.orderStates} aria-label="订单状态">
          {ORDER_STATES.map((s) => (
            <Link key={s.key} to={`/orders?tab=${s.key}`} className={styles.orderState}>
              <span className={styles.orderCount}>{query.data?.orderCounts?.[s.key] ?? 0}</span>
              {s.label}
            </Link>
          ))}
        </nav>
      </Panel>
      <SignIn />
      <Panel title="常用功能">
        <nav className={styles.quick} aria-label="常用功能">
          <Link to="/address">收货地址</Link>
          <Link to="/coupon">我的优惠券</Link>
          <Link to="/collect_content">我的收藏</Link>
          <Link to="/messageCenter">消息中心</Link>
        </nav>
      </Panel>
    </UserCenterLayout>
  );
}
