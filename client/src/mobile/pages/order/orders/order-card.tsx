// One order in the list: its number (复制), its state, the goods (a link to the detail), the amount,
// 查看物流 once shipped, 评价 while a line waits for one, and the order's own actions.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Image } from '../../../ui/image/image';
import { Price } from '../../../ui/price/price';
import { CopyButton } from './copy-button';
import { OrderActions } from './order-actions';
import { LogisticsButton } from './order-logistics';
import { ReviewSheet } from './review-sheet';
import styles from './orders.module.css';

type Order = ResultOf<'getOrderNew'>;

/** 评价 opens the sheet for the first line still unreviewed; the list then refreshes for the next. */
function ReviewButton({ order, item }: { order: Order; item: Order['items'][number] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.primaryButton}
        aria-label={`评价订单 ${order.orderNo}`}
        onClick={() => setOpen(true)}
      >
        评价
      </button>
      {open && <ReviewSheet orderId={order.orderId} item={item} onClose={() => setOpen(false)} />}
    </>
  );
}

export function OrderCard({ order }: { order: Order }) {
  const pieces = order.items.reduce((sum, i) => sum + i.quantity, 0);
  const first = order.items[0]!;
  const shipped = order.actions.includes('logistics');
  const unreviewed = order.status === 'waitEvaluate' ? order.items.find((i) => !i.evaluated) : undefined;
  return (
    <article className={styles.card} aria-labelledby={`order-${order.orderId}`}>
      <header className={styles.cardHead}>
        <span className={styles.orderNo}>
          <span className={styles.muted}>订单号 {order.orderNo}</span>
          <CopyButton text={order.orderNo} label="订单号" />
        </span>
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
      <OrderActions order={order}>
        {(shipped || unreviewed) && (
          <>
            {shipped && <LogisticsButton orderId={order.orderId} orderNo={order.orderNo} />}
            {unreviewed && <ReviewButton order={order} item={unreviewed} />}
          </>
        )}
      </OrderActions>
    </article>
  );
}
