// Header (see docs/product-rules.md): logo, search, cart count, message count, profile area, logout, app QR on hover.
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { SITE_NAME, SITE_SLOGAN } from '../../../../core/config/site';
import { cartCountAtom, messageBadgeAtom } from '../../../../core/state/badge-counts';
import { useSession } from '../../../../core/state/use-session';
import { useDesktopLogout } from '../../desktop-logout';
import { CountBadge } from '../../../ui/badge/badge';
import { CartIcon, LogoutIcon, MessageIcon, UserIcon } from '../../../ui/icons/icons';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { loginPathFor } from '../../router/guards';
import { SearchBox } from '../search/search-box';
import { AppQrHover } from './app-qr-hover';
import styles from './site-header.module.css';

export function SiteLogo({ small = false }: { small?: boolean }) {
  return (
    <Link
      to="/home"
      className={`${styles.logo} ${small ? styles.logoSmall : ''}`}
      aria-label={`${SITE_NAME}首页`}
    >
      <span className={styles.logoMark} aria-hidden="true">
        多
      </span>
      <span className={styles.logoText}>
        <strong>{SITE_NAME}</strong>
        {!small && <small>{SITE_SLOGAN}</small>}
      </span>
    </Link>
  );
}

export function SiteHeader({ minimal = false }: { minimal?: boolean }) {
  const { isLoggedIn, userInfo } = useSession();
  const logout = useDesktopLogout();
  const cartCount = useAtomValue(cartCountAtom);
  const messageCount = useAtomValue(messageBadgeAtom);
  const location = useLocation();

  return (
    <header className={styles.header}>
      <div className={`layout-width ${styles.inner}`}>
        <SiteLogo />
        {!minimal && <SearchBox />}
        {!minimal && (
          <nav className={styles.actions} aria-label="我的">
            <Link to="/shoppingCart" className={`${styles.action} ${styles.cart}`}>
              <CountBadge count={cartCount} label="购物车商品数量">
                <CartIcon size={22} />
              </CountBadge>
              <span>购物车</span>
            </Link>
            <Link to="/messageCenter" className={styles.action}>
              <CountBadge count={messageCount} label="未读消息">
                <MessageIcon size={22} />
              </CountBadge>
              <span>消息</span>
            </Link>
            {isLoggedIn ? (
              <Link
                to="/UserHome"
                className={`${styles.action} ${styles.profile}`}
                title={userInfo?.nickname}
              >
                {userInfo?.avatarUrl ? (
                  <LazyImage
                    className={styles.avatar}
                    src={userInfo.avatarUrl}
                    alt=""
                    width={24}
                    height={24}
                    eager
                  />
                ) : (
                  <UserIcon size={22} />
                )}
                <span className={styles.nickname}>{userInfo?.nickname || '我的'}</span>
              </Link>
            ) : (
              <Link to={loginPathFor(location.pathname, location.search)} className={styles.action}>
                <UserIcon size={22} />
                <span>登录</span>
              </Link>
            )}
            {isLoggedIn && (
              <button type="button" className={styles.action} onClick={logout}>
                <LogoutIcon size={22} />
                <span>退出</span>
              </button>
            )}
            <AppQrHover />
          </nav>
        )}
      </div>
    </header>
  );
}
