// One order in the list: number, time and state on top, the lines, the amount and the actions.
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../ui/format/format-time';
import { Price } from '../../../ui/price/price';
import type { Order } from '../../../../core/order/use-order-action';
import styles from '../order.module.css';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';

export function OrderCard({ order }: { order: Order }) {
  const pieces = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <article className={styles.card} aria-label={`订单 ${order.orderNo}`}>
      <header className={styles.cardHead}>
        <span>{formatDateTime(order.createTime)}</span>
        <span>订单号：{order.orderNo}</span>
        <span className={styles.cardStatus}>{order.statusText}</span>
      </header>
      <OrderItems order={order} />
      <footer className={styles.cardFoot}>
        <span className={styles.muted}>共 {pieces} 件商品，实付</span>
        <Price fen={order.payAmount} />
        <span className={styles.cardSpacer} />
        <Link to={`/orders/orderDetails?orderId=${order.orderId}`} className={styles.smallLink}>
          订单详情
        </Link>
        <OrderActions order={order} />
      </footer>
    </article>
  );
}
