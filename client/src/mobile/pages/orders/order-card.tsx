// One order in the list: its state, the goods (a link to the detail), the amount and its actions.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { Image } from '../../ui/image/image';
import { Price } from '../../ui/price/price';
import { OrderActions } from './order-actions';
import styles from './orders.module.css';

type Order = ResultOf<'getOrderNew'>;

export function OrderCard({ order }: { order: Order }) {
  const pieces = order.items.reduce((sum, i) => sum + i.quantity, 0);
  const first = order.items[0]!;
  return (
    <article className={styles.card} aria-labelledby={`order-${order.orderId}`}>
      <header className={styles.cardHead}>
        <span className={styles.muted}>订单号 {order.orderNo}</span>
        <span className={styles.state}>{order.statusText}</span>
      </header>
      <Link className={styles.goods} to={`/orders/${order.orderId}`}>
        <span className={styles.thumbs} aria-hidden="true">
          {order.items.slice(0, 3).map((item) => (
            <Image
              key={item.orderItemId}
              src={item.picUrl}
              alt=""
              width={64}
              height={64}
              className={styles.thumb}
            />
          ))}
        </span>
        <span id={`order-${order.orderId}`} className={styles.goodsName}>
          {order.items.length === 1 ? first.name : `${first.name} 等${order.items.length}种商品`}
        </span>
      </Link>
      <p className={styles.sum}>
        共{pieces}件 实付 <Price fen={order.payAmount} size="sm" />
      </p>
      {order.status === 'waitEvaluate' && order.items.some((i) => !i.evaluated) && (
        <p className={styles.actions}>
          <Link
            className={styles.primaryButton}
            to={`/orders/${order.orderId}`}
            aria-label={`评价订单 ${order.orderNo}`}
          >
            评价
          </Link>
        </p>
      )}
      <OrderActions order={order} />
    </article>
  );
}
