// /m/orders?state= (我的订单): tabs 全部/待付款/待发货/待收货/待评价/售后 and the orders (or after-sale
// records) of the tab as an endless list (10 a page, the next page as the end comes into view, an end line);
// pull down to ask for the tab's list again.
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { invalidateApi } from '../../../../core/api/query';
import { useOrderPages } from '../../../../core/order/order-list-pages';
import { ORDER_TABS, orderTabOf, type OrderListTab } from '../../../../core/order/order-tabs';
import { isLoggedInAtom } from '../../../../core/state/session';
import { loginPathFor } from '../../../ui/login-redirect/login-redirect';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { PullToRefresh } from '../../../ui/pull-to-refresh/pull-to-refresh';
import { AfterSaleList } from './after-sale-list';
import { FirstPageState } from './first-page-state';
import { ListEnd } from './list-end';
import { OrderCard } from './order-card';
import linkButton from '../../../ui/link-button/link-button.module.css';
import styles from './orders.module.css';

function OrderList({ tab }: { tab: OrderListTab }) {
  const pages = useOrderPages(tab.call);
  if (!pages.data) return <FirstPageState pages={pages} what="订单" />;
  const orders = pages.data.pages.flatMap((p) => p.list);
  if (orders.length === 0)
    return (
      <EmptyState
        title={tab.key === 'all' ? '还没有订单' : `没有${tab.shortLabel}的订单`}
        description="去挑选几件心仪的好物吧"
      >
        <Link className={linkButton.primary} to="/">
          去逛逛
        </Link>
      </EmptyState>
    );
  return (
    <>
      <ul className={styles.list} aria-label={`${tab.shortLabel}订单`}>
        {orders.map((order) => (
          <li key={order.orderId}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <ListEnd pages={pages} endText="没有更多订单了" />
    </>
  );
}

export default function OrdersPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const tab = orderTabOf(params.get('state'));
  const queryClient = useQueryClient();
  if (!loggedIn) return <Navigate to={loginPathFor(pathname, search)} replace />;
  return (
    <PageLayout title="我的订单" className={styles.page}>
      <nav className={styles.tabs} aria-label="订单状态">
        {ORDER_TABS.map((t) => (
          <Link
            key={t.key}
            to={t.key === 'all' ? '/orders' : `/orders?state=${t.key}`}
            replace
            className={`${styles.tab} ${t.key === tab.key ? styles.tabOn : ''}`}
            aria-current={t.key === tab.key ? 'page' : undefined}
          >
            {t.shortLabel}
          </Link>
        ))}
      </nav>
      <PullToRefresh onRefresh={() => invalidateApi(queryClient, tab.call)}>
        {tab.call === 'getAfterSale' ? <AfterSaleList /> : <OrderList key={tab.key} tab={tab} />}
      </PullToRefresh>
    </PageLayout>
  );
}
