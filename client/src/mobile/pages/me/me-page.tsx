// /m/me (我的): who is logged in (avatar and name) or 登录/注册 for a visitor, 我的订单 with the shortcuts
// 待付款/待发货/待收货/待评价/售后 and their counts, 优惠券, 收货地址, and 退出登录.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useUserInfo } from '../../../core/account/account-queries';
import { isLoggedInAtom, userIdAtom, userInfoAtom } from '../../../core/state/session';
import { loginPathFor } from '../../app/login-redirect';
import { ErrorState } from '../../ui/error-state/error-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import styles from './me.module.css';
import { ORDER_ICONS } from './order-icons';
import { badgeText, ORDER_SHORTCUTS } from './order-shortcuts';
import { useMobileLogout } from './use-mobile-logout';

/** A visitor is sent to log in first, and comes back to where the link pointed. */
const gated = (loggedIn: boolean, path: string) => {
  if (loggedIn) return path;
  const [pathname, search = ''] = path.split('?');
  return loginPathFor(pathname!, search ? `?${search}` : '');
};

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
      <section className={styles.head} aria-label="账户">
        {loggedIn ? (
          <>
            {avatar ? (
              <img className={styles.avatar} src={avatar} alt="" width={64} height={64} />
            ) : (
              <span className={styles.avatar} aria-hidden="true" />
            )}
            <div className={styles.who}>
              <p className={styles.name}>{nickname || '多么商城用户'}</p>
              {stored?.mobile && <p className={styles.mobile}>{maskMobile(stored.mobile)}</p>}
            </div>
          </>
        ) : (
          <>
            <span className={styles.avatar} aria-hidden="true" />
            <div className={styles.who}>
              <p className={styles.name}>登录后享受更多优惠</p>
              <div className={styles.authLinks}>
                <Link className={styles.primary} to={loginPathFor('/me')}>
                  登录
                </Link>
                <Link className={styles.secondary} to="/register?redirect=%2Fm%2Fme">
                  注册
                </Link>
              </div>
            </div>
          </>
        )}
      </section>

      {loggedIn && profile.isError && (
        <ErrorState message="账户信息加载失败，请检查网络后重试" onRetry={() => void profile.refetch()} />
      )}

      <section className={styles.card} aria-labelledby="me-orders">
        <div className={styles.cardHead}>
          <h2 id="me-orders" className={styles.cardTitle}>
            我的订单
          </h2>
          <Link className={styles.more} to={gated(loggedIn, '/orders')}>
            全部订单 <span aria-hidden="true">›</span>
          </Link>
        </div>
        <ul className={styles.shortcuts}>
          {ORDER_SHORTCUTS.map(({ state, label }) => {
            const badge = badgeText(counts?.[state]);
            return (
              <li key={state}>
                <Link
                  className={styles.shortcut}
                  to={gated(loggedIn, `/orders?state=${state}`)}
                  aria-label={badge ? `${label}，${badge}个订单` : label}
                >
                  <span className={styles.shortcutIcon} aria-hidden="true">
                    {ORDER_ICONS[state]}
                  </span>
                  <span>{label}</span>
                  {badge && (
                    <span className={styles.badge} aria-hidden="true">
                      {badge}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <nav className={styles.card} aria-label="我的服务">
        <ul>
          <li>
            <Link className={styles.row} to={gated(loggedIn, '/coupons')}>
              <span>优惠券</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
          <li>
            <Link className={styles.row} to={gated(loggedIn, '/addresses')}>
              <span>收货地址</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        </ul>
      </nav>

      {loggedIn && (
        <button type="button" className={styles.logout} onClick={logout}>
          退出登录
        </button>
      )}
    </PageLayout>
  );
}

const maskMobile = (mobile: string) =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
