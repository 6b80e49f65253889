// The lines of an order: picture, name, spec, price × quantity, after-sale state, and 申请售后
// for lines that may still get one.
import { AFTER_SALE_STATUS_TEXT, canApplyAfterSale } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { goodsHref } from '../../../ui/goods-card/goods-card';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { formatPrice } from '../../../ui/price/price';
import type { Order } from '../../../../core/order/use-order-action';
import styles from '../order.module.css';

export function OrderItems({ order }: { order: Pick<Order, 'orderId' | 'actions' | 'items'> }) {
  return (
    <ul className={styles.items}>
      {order.items.map((item) => {
        const afterSale = AFTER_SALE_STATUS_TEXT[item.afterSaleStatus];
        return (
          <li key={item.orderItemId} className={styles.item}>
            <LazyImage
              src={item.picUrl}
              alt={item.name}
              width={72}
              height={72}
              className={styles.itemThumb}
            />
            <div className={styles.itemText}>
              <Link to={goodsHref(item.goodsId)} className={styles.itemName}>
                {item.name}
              </Link>
              <span className={styles.muted}>{item.specText}</span>
            </div>
            <span className={styles.itemPrice}>
              {formatPrice(item.price)} <span className={styles.muted}>×{item.quantity}</span>
            </span>
            <span className={styles.itemAfterSale}>
              {afterSale && <span className={styles.afterSaleTag}>{afterSale}</span>}
              {canApplyAfterSale(order, item) && (
                <Link
                  to={`/refund_application?orderId=${order.orderId}&orderItemId=${item.orderItemId}`}
                  className={styles.smallLink}
                >
                  申请售后
                </Link>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
