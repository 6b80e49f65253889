// Where an order stands: 提交订单 → 付款成功 → 商品发货 → 确认收货 → 完成评价, each with its time when known.
import { formatDateTime } from '../../../ui/format/format-time';
import type { Order } from '../../../../core/order/use-order-action';
import styles from '../order.module.css';

const RANK: Record<Order['status'], number> = {
  waitPay: 1,
  waitDelivery: 2,
  waitTakeDelivery: 3,
  waitEvaluate: 4,
  done: 5,
  cancelled: 1,
  closed: 1,
};

export function orderSteps(
  order: Pick<Order, 'status' | 'createTime' | 'payTime' | 'deliveryTime' | 'finishTime'>,
) {
  const rank = RANK[order.status];
  return [
    { label: '提交订单', done: true, time: order.createTime },
    { label: '付款成功', done: rank >= 2, time: order.payTime },
    { label: '商品发货', done: rank >= 3, time: order.deliveryTime },
    { label: '确认收货', done: rank >= 4, time: null },
    { label: '完成评价', done: rank >= 5, time: order.status === 'done' ? order.finishTime : null },
  ];
}

export function OrderSteps({ order }: { order: Order }) {
  if (order.status === 'cancelled' || order.status === 'closed') return null;
  return (
    <ol className={styles.steps} aria-label="订单进度">
      {orderSteps(order).map((step) => (
        <li
          key={step.label}
          className={`${styles.step} ${step.done ? styles.stepDone : ''}`}
          aria-current={step.done ? undefined : undefined}
        >
          {step.label}
          {step.done && step.time ? (
            <span className={styles.stepTime}>{formatDateTime(step.time)}</span>
          ) : (
            <span className={styles.stepTime}>&nbsp;</span>
          )}
        </li>
      ))}
    </ol>
  );
}
