// The 售后 tab of /m/orders: the user's refund and repair records as an endless list.
import { useAfterSalePages } from '../../../../core/order/order-list-pages';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { AfterSaleCard } from './after-sale-card';
import { FirstPageState } from './first-page-state';
import { ListEnd } from './list-end';
import styles from './orders.module.css';

export function AfterSaleList() {
  const pages = useAfterSalePages();
  if (!pages.data) return <FirstPageState pages={pages} what="售后记录" />;
  const entries = pages.data.pages.flatMap((p) => p.list);
  if (entries.length === 0)
    return <EmptyState title="暂无售后记录" description="在订单详情里可对商品申请售后" />;
  return (
    <>
      <ul className={styles.list} aria-label="售后记录">
        {entries.map((entry) => (
          <li key={entry.refund ? `refund-${entry.refund.refundId}` : `repair-${entry.repair?.repairId}`}>
            <AfterSaleCard entry={entry} />
          </li>
        ))}
      </ul>
      <ListEnd pages={pages} endText="没有更多售后记录了" />
    </>
  );
}
