// /m/me (我的): who is logged in (avatar and name) or 登录/注册 for a visitor, 我的订单 with the shortcuts
// 待付款/待发货/待收货/待评价/售后 and their counts, 优惠券, 收货地址, and 退出登录.
import { useAtomValue } from 'jotai';
import { useUserInfo } from '../../../core/account/account-queries';
import { isLoggedInAtom, userIdAtom, userInfoAtom } from '../../../core/state/session';
import { ErrorState } from '../../ui/error-state/error-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { AccountHead } from './account-head';
import { MeServices } from './me-services';
import styles from './me.module.css';
import { OrderShortcutsCard } from './order-shortcuts-card';
import { useMobileLogout } from './use-mobile-logout';

export default function MePage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const userId = useAtomValue(userIdAtom);
  const stored = useAtomValue(userInfoAtom);
  const profile = useUserInfo({ uid: Number(userId) }, { enabled: loggedIn && !!userId });
  const logout = useMobileLogout();
  const nickname = profile.data?.nickname ?? stored?.nickname ?? '';
  const avatar = profile.data?.avatarUrl ?? stored?.avatarUrl;
  const counts = profile.data?.orderCounts ?? null;

  return (
    <PageLayout title="我的" back={false}>
      <AccountHead loggedIn={loggedIn} nickname={nickname} avatar={avatar} mobile={stored?.mobile} />

      {loggedIn && profile.isError && (
        <ErrorState message="账户信息加载失败，请检查网络后重试" onRetry={() => void profile.refetch()} />
      )}

      <OrderShortcutsCard loggedIn={loggedIn} counts={counts} />

      <MeServices loggedIn={loggedIn} />

      {loggedIn && (
        <button type="button" className={styles.logout} onClick={logout}>
          退出登录
        </button>
      )}
    </PageLayout>
  );
}
