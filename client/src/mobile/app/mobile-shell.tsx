// The frame around every mobile page: the page itself, the tab bar on the four top pages, toasts,
// and scroll positions restored on back navigation.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useCartCount } from '../../core/cart/cart-queries';
import { OfflineNotice } from './offline-notice';
import { TabBar } from '../ui/tab-bar/tab-bar';
import { ToastHost } from '../ui/toast/toast-host';
import { TAB_PAGES, useMobileRouteName } from '../ui/route-handle/route-handle';
import styles from './mobile-shell.module.css';

export function MobileShell() {
  const name = useMobileRouteName();
  const cartCount = useCartCount();
  const withTabs = name !== undefined && TAB_PAGES.has(name);
  return (
    <div className={withTabs ? `${styles.shell} ${styles.withTabs}` : styles.shell}>
      <Outlet />
      {withTabs && <TabBar cartCount={cartCount} />}
      <OfflineNotice />
      <ToastHost />
      <ScrollRestoration />
    </div>
  );
}
