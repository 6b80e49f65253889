// The parcel's newest tracking step on the order's page, above 查看物流 (a shopper sees where it is
// without opening the dialog). Nothing while it loads or when the lookup fails: 查看物流 still works.
import { useLogistics } from '../../../../core/order/order-queries';
import { formatDateTime } from '../../../ui/format/format-time';
import styles from '../order.module.css';

export function LatestTrace({ orderId }: { orderId: number }) {
  const query = useLogistics({ orderId });
  const latest = query.data?.traces[0];
  if (!latest) return null;
  return (
    <p className={styles.latestTrace} data-testid="latest-trace">
      <strong>最新物流：</strong>
      {latest.text}
      <span className={styles.muted}> {formatDateTime(latest.time, true)}</span>
    </p>
  );
}
