// 订单详情's goods and amounts: each line with its price and count, its after-sale state, 申请售后 where the
// order allows it, and 评价 (or 已评价) once the order waits for a review.
import { AFTER_SALE_STATUS_TEXT, canApplyAfterSale, type ResultOf } from '@storefront/contracts';
import { mobileGoodsPath } from '../../../ui/goods-card/goods-card';
import { GoodsLine } from '../../../ui/goods-line/goods-line';
import goodsLine from '../../../ui/goods-line/goods-line.module.css';
import { formatPrice, Price } from '../../../ui/price/price';
import styles from './orders.module.css';

type Order = ResultOf<'getOrderNew'>;

interface OrderItemsProps {
  order: Order;
  onRefund: (orderItemId: number) => void;
  onReview: (item: Order['items'][number]) => void;
}

export function OrderItems({ order, onRefund, onReview }: OrderItemsProps) {
  const pieces = order.items.reduce((sum, i) => sum + i.quantity, 0);
  return (
    <section className={styles.card} aria-labelledby="order-goods">
      <h2 id="order-goods" className={styles.cardTitle}>
        商品（共{pieces}件）
      </h2>
      <ul className={goodsLine.list}>
        {order.items.map((item) => (
          <GoodsLine
            key={item.orderItemId}
            picUrl={item.picUrl}
            name={item.name}
            specText={item.specText}
            price={item.price}
            quantity={item.quantity}
            to={mobileGoodsPath(item.goodsId)}
            thumbClassName={styles.thumb}
          >
            {AFTER_SALE_STATUS_TEXT[item.afterSaleStatus] && (
              <span className={styles.afterSaleState}>{AFTER_SALE_STATUS_TEXT[item.afterSaleStatus]}</span>
            )}
            <span className={styles.lineActions}>
              {canApplyAfterSale(order, item) && (
                <button
                  type="button"
                  className={styles.afterSale}
                  aria-label={`申请售后 ${item.name}`}
                  onClick={() => onRefund(item.orderItemId)}
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
                    onClick={() => onReview(item)}
                  >
                    评价
                  </button>
                )
              )}
            </span>
          </GoodsLine>
        ))}
      </ul>
    </section>
  );
}

/** 商品金额, 运费, 优惠券 (only when one was used) and what was or is to be paid. */
export function OrderAmounts({ order }: { order: Order }) {
  return (
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
  );
}
