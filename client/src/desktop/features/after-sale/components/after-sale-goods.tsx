// The line an after-sale is about: picture, name, spec, price × quantity.
import type { ResultOf } from '@storefront/contracts';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { formatPrice } from '../../../ui/price/price';
import styles from '../after-sale.module.css';

type Item = ResultOf<'getApplyRefundInfo'>['item'];

export function AfterSaleGoods({ item }: { item: Item }) {
  return (
    <div className={styles.goods}>
      <LazyImage src={item.picUrl} alt={item.name} width={72} height={72} className={styles.thumb} />
      <div className={styles.goodsText}>
        <span>{item.name}</span>
        <span className={styles.muted}>
          {item.specText} · {formatPrice(item.price)} × {item.quantity}
        </span>
      </div>
    </div>
  );
}
