// /m/orders/:orderId (订单详情): the state (with the time left to pay), the address, the logistics
// once shipped, the goods (links to their pages), the amounts and the order's facts, and at the
// bottom the actions its state allows.
import { AFTER_SALE_STATUS_TEXT, canApplyAfterSale, type ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useOrderDetail } from '../../../core/order/order-queries';
import { mobileGoodsPath } from '../../ui/goods-card/goods-card';
import goodsLine from '../../ui/goods-line/goods-line.module.css';
import { Image } from '../../ui/image/image';
import { OrderIdPage } from '../../ui/order-id-page/order-id-page';
import { OrderLoadState } from '../../ui/order-id-page/order-load-state';
import { formatPrice, Price } from '../../ui/price/price';
import { DeadlineCountdown } from '../../ui/countdown/deadline-countdown';
import { OrderActions } from './order-actions';
import { OrderLogistics } from './order-logistics';
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
  const pieces = order.items.reduce((sum, i) => sum + i.quantity, 0);
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
      <section className={styles.card} aria-labelledby="order-goods">
        <h2 id="order-goods" className={styles.cardTitle}>
          商品（共{pieces}件）
        </h2>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={item.orderItemId} className={styles.item}>
              <Image src={item.picUrl} alt="" width={72} height={72} className={styles.thumb} />
              <span className={styles.itemText}>
                <Link className={styles.itemName} to={mobileGoodsPath(item.goodsId)}>
                  {item.name}
                </Link>
                {item.specText && <span className={styles.muted}>{item.specText}</span>}
                <span className={goodsLine.price}>
                  <Price fen={item.price} size="sm" />
                  <span className={styles.muted}>×{item.quantity}</span>
                </span>
                {AFTER_SALE_STATUS_TEXT[item.afterSaleStatus] && (
                  <span className={styles.afterSaleState}>
                    {AFTER_SALE_STATUS_TEXT[item.afterSaleStatus]}
                  </span>
                )}
                {canApplyAfterSale(order, item) && (
                  <button
                    type="button"
                    className={styles.afterSale}
                    aria-label={`申请售后 ${item.name}`}
                    onClick={() => setRefundItem(item.orderItemId)}
                  >
                    申请售后
                  </button>
                )}
                {item.evaluated ? (
                  <span className={styles.muted}>已评价</span>
                ) : (
                  order.status === 'waitEvaluate' && (
                    <button
                      type="button"
                      className={styles.afterSale}
                      aria-label={`评价 ${item.name}`}
                      onClick={() => setReviewItem(item)}
                    >
                      评价
                    </button>
                  )
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-label="金额">
        <dl className={styles.facts}>
          <dt>商品金额</dt>
          <dd>{formatPrice(order.goodsAmount)}</dd>
          <dt>运费</dt>
          <dd>{order.freight > 0 ? `+${formatPrice(order.freight)}` : '免运费'}</dd>
          {order.couponAmount > 0 && (
            <>
              <dt>优惠券</dt>
              <dd>-{formatPrice(order.couponAmount)}</dd>
            </>
          )}
          <dt>{order.payTime === null ? '应付' : '实付'}</dt>
          <dd>
            <Price fen={order.payAmount} />
          </dd>
        </dl>
      </section>
      <section className={styles.card} aria-label="订单信息">
        <dl className={styles.facts}>
          <dt>订单号</dt>
          <dd>{order.orderNo}</dd>
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
    <OrderIdPage title="订单详情" className={styles.detailPage}>
      {(orderId) => <OrderDetail orderId={orderId} />}
    </OrderIdPage>
  );
}
