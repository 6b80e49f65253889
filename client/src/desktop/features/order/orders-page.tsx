// /orders: tabs 全部/待付款/待发货/待收货/待评价/售后 (query `tab`), each backed by its list call,
// with paging and the actions each order allows.
import { PAGE_SIZE_DEFAULT } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../ui/button/button';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Pagination } from '../../ui/pagination/pagination';
import { QueryView, type QueryLike, isEmptyList } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { TabBar, tabPanelProps } from '../../ui/tab-bar/tab-bar';
import { UserCenterLayout } from '../../ui/user-center/user-center-layout';
import { useOrderList } from '../../../core/order/order-lists';
import { ORDER_TABS, orderTabOf, type OrderTabKey } from '../../../core/order/order-tabs';
import { AfterSaleCard } from './components/after-sale-card';
import { OrderCard } from './components/order-card';
import styles from './order.module.css';
import { useAfterSaleList } from '../../../core/order/order-lists';

function ListSkeleton() {
  return (
    <div role="status" aria-label="加载中">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton height={18} width="50%" />
          <div style={{ display: 'flex', gap: 12, marginTop: 12 }}>
            <Skeleton width={72} height={72} />
            <Skeleton height={16} width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}

function OrderList({ tab, page, onPage }: { tab: OrderTabKey; page: number; onPage: (n: number) => void }) {
  const spec = orderTabOf(tab);
  const input = { pageNum: page, pageSize: PAGE_SIZE_DEFAULT };
  const orders = useOrderList(spec.call === 'getAfterSale' ? 'getOrders' : spec.call, input, {
    enabled: spec.call !== 'getAfterSale',
  });
  const afterSale = useAfterSaleList(input, { enabled: spec.call === 'getAfterSale' });
  const empty = (
    <EmptyState
      title={tab === 'afterSale' ? '暂无售后记录' : '暂无相关订单'}
      description="去挑选心仪的商品吧"
      action={
        <Link className={buttonClass('primary')} to="/home">
          去逛逛
        </Link>
      }
    />
  );
  // Orders and after-sale records differ only in their cards and the failure title.
  const pagedList = <D extends { list: readonly unknown[]; total: number }>(
    query: QueryLike<D>,
    errorTitle: string,
    cards: (data: D) => ReactNode,
  ) => (
    <QueryView
      query={query}
      skeleton={<ListSkeleton />}
      isEmpty={isEmptyList}
      empty={empty}
      errorTitle={errorTitle}
    >
      {(data) => (
        <>
          {cards(data)}
          {data.total > PAGE_SIZE_DEFAULT && (
            <Pagination
              total={data.total}
              page={page}
              pageSize={PAGE_SIZE_DEFAULT}
              onChange={(n) => onPage(n)}
              simple
            />
          )}
        </>
      )}
    </QueryView>
  );
  if (spec.call === 'getAfterSale')
    return pagedList(afterSale, '售后记录加载失败', (data) =>
      data.list.map((entry) => (
        <AfterSaleCard
          key={`${entry.kind}-${entry.refund?.refundId ?? entry.repair?.repairId}`}
          entry={entry}
        />
      )),
    );
  return pagedList(orders, '订单加载失败', (data) =>
    data.list.map((order) => <OrderCard key={order.orderId} order={order} />),
  );
}

export default function OrdersPage() {
  usePageTitle('我的订单');
  const [params, setParams] = useSearchParams();
  const tab = orderTabOf(params.get('tab')).key;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { tab?: OrderTabKey; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'all') query.set('tab', nextTab);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
    window.scrollTo?.(0, 0);
  };
  return (
    <UserCenterLayout title="我的订单">
      <div className={styles.listBox}>
        <TabBar
          tabs={ORDER_TABS}
          active={tab}
          onChange={(key) => go({ tab: key, page: 1 })}
          label="订单状态"
          idPrefix="orders"
        />
        <div {...tabPanelProps('orders', tab)} className={styles.listPanel}>
          <OrderList tab={tab} page={page} onPage={(n) => go({ page: n })} />
        </div>
      </div>
    </UserCenterLayout>
  );
}
