// /m/me (我的): who is logged in (avatar and name) or 登录/注册 for a visitor, 我的订单 with the shortcuts
// 待付款/待发货/待收货/待评价/售后 and their counts, 我的服务 (收藏, 足迹, 消息, 优惠券, 收货地址, 设置,
// 客服), and 退出登录.
import { useAtomValue } from 'jotai';
import { useUserInfo } from '../../../../core/account/account-queries';
import { useMessageTotals } from '../../../../core/message/message-totals';
import { messageBadgeAtom } from '../../../../core/state/badge-counts';
import { isLoggedInAtom, userIdAtom, userInfoAtom } from '../../../../core/state/session';
import { useMobileLogout } from '../../../ui/logout/use-mobile-logout';
import { ErrorState } from '../../../ui/error-state/error-state';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import styles from './me.module.css';
import { MeHead } from './me-head';
import { MeOrders } from './me-orders';
import { MeServices } from './me-services';

export default function MePage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const userId = useAtomValue(userIdAtom);
  const stored = useAtomValue(userInfoAtom);
  const profile = useUserInfo({ uid: Number(userId) }, { enabled: loggedIn && !!userId });
  useMessageTotals();
  const unread = useAtomValue(messageBadgeAtom);
  const logout = useMobileLogout();

  return (
    <PageLayout title="我的" back={false}>
      <MeHead
        loggedIn={loggedIn}
        nickname={profile.data?.nickname ?? stored?.nickname ?? ''}
        avatar={profile.data?.avatarUrl ?? stored?.avatarUrl}
        mobile={stored?.mobile}
      />
      {loggedIn && profile.isError && (
        <ErrorState message="账户信息加载失败，请检查网络后重试" onRetry={() => void profile.refetch()} />
      )}
      <MeOrders loggedIn={loggedIn} counts={profile.data?.orderCounts ?? null} />
      <MeServices loggedIn={loggedIn} unread={unread} />
      {loggedIn && (
        <button type="button" className={styles.logout} onClick={logout}>
          退出登录
        </button>
      )}
    </PageLayout>
  );
}
