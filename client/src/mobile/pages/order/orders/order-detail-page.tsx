// /m/orders/:orderId (订单详情): the state (with the time left to pay), the address, the logistics
// once shipped, the goods (links to their pages), the amounts and the order's facts, and at the
// bottom the actions its state allows.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOrderDetail } from '../../../../core/order/order-queries';
import { OrderFrame } from '../../../ui/order-frame/order-frame';
import { OrderLoadState } from '../../../ui/order-frame/order-load-state';
import { DeadlineCountdown } from '../../../ui/countdown/deadline-countdown';
import { CopyButton } from './copy-button';
import { OrderActions } from './order-actions';
import { OrderLogistics } from './order-logistics';
import { OrderAmounts, OrderItems } from './order-detail-items';
import { RefundSheet } from './refund-sheet';
import { ReviewSheet } from './review-sheet';
import styles from './orders.module.css';

type Order = ResultOf<'getOrderNew'>;

const dateTime = (ms: number | null) =>
  ms === null ? '' : new Date(ms).toLocaleString('zh-CN', { hour12: false });

const STATE_HINT: Partial<Record<Order['status'], string>> = {
  waitDelivery: '商家正在备货，请耐心等待',
  waitTakeDelivery: '商品已发出，请留意物流信息',
  waitEvaluate: '交易成功，欢迎评价',
  done: '交易已完成',
  cancelled: '订单已取消',
  closed: '订单已关闭',
};

function Detail({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const navigate = useNavigate();
  const [refundItem, setRefundItem] = useState<number | null>(null);
  const [reviewItem, setReviewItem] = useState<Order['items'][number] | null>(null);
  return (
    <>
      <section className={`${styles.card} ${styles.stateCard}`} aria-label="订单状态">
        <p className={styles.stateTitle}>{order.statusText}</p>
        <p className={styles.stateHint}>
          {order.status === 'waitPay' ? (
            <>
              剩余支付时间 <DeadlineCountdown deadline={order.payDeadline} onEnd={onChanged} />
            </>
          ) : (
            STATE_HINT[order.status]
          )}
        </p>
      </section>
      <section className={styles.card} aria-label="收货信息">
        <p className={styles.addressName}>
          {order.address.consignee} {order.address.mobile}
        </p>
        <p className={styles.muted}>
          {order.address.provinceName}
          {order.address.cityName}
          {order.address.areaName} {order.address.detail}
        </p>
      </section>
      {order.actions.includes('logistics') && <OrderLogistics orderId={order.orderId} />}
      <OrderItems order={order} onRefund={setRefundItem} onReview={setReviewItem} />
      <OrderAmounts order={order} />
      <section className={styles.card} aria-label="订单信息">
        <dl className={styles.facts}>
          <dt>订单号</dt>
          <dd>
            {order.orderNo}
            <CopyButton text={order.orderNo} label="订单号" />
          </dd>
          <dt>下单时间</dt>
          <dd>{dateTime(order.createTime)}</dd>
          {order.payTime !== null && (
            <>
              <dt>付款时间</dt>
              <dd>{dateTime(order.payTime)}</dd>
            </>
          )}
          {order.remark && (
            <>
              <dt>订单备注</dt>
              <dd>{order.remark}</dd>
            </>
          )}
        </dl>
      </section>
      {reviewItem !== null && (
        <ReviewSheet orderId={order.orderId} item={reviewItem} onClose={() => setReviewItem(null)} />
      )}
      {refundItem !== null && (
        <RefundSheet
          open
          orderId={order.orderId}
          orderItemId={refundItem}
          onClose={() => setRefundItem(null)}
        />
      )}
      <div className={styles.bottomBar}>
        <OrderActions order={order} onDeleted={() => void navigate('/orders', { replace: true })} />
      </div>
    </>
  );
}

function OrderDetail({ orderId }: { orderId: number }) {
  const order = useOrderDetail({ orderId }, { staleTime: 0 });
  if (order.isPending || order.isError)
    return <OrderLoadState order={order} cardClassName={styles.card} lines={6} />;
  return <Detail order={order.data} onChanged={() => void order.refetch()} />;
}

export default function OrderDetailPage() {
  return (
    <OrderFrame title="订单详情" className={styles.detailPage}>
      {(orderId) => <OrderDetail orderId={orderId} />}
    </OrderFrame>
  );
}
