// The price box of /Goods: the price (抢购价 while the goods' flash session runs, the normal price
// struck through), the points a purchase earns, sales and evaluation figures.
import { shownPrice, type ResultOf } from '@storefront/contracts';
import { Price } from '../../../ui/price/price';
import styles from '../goods.module.css';

type Goods = ResultOf<'getGoods'>;
type Sku = Goods['skus'][number];

export function GoodsPriceBox({ goods, sku }: { goods: Goods; sku: Sku | undefined }) {
  // The one price rule of every face (contracts' shownPrice): the flash price while the session runs.
  const { price, originalPrice, flash } = shownPrice(goods, sku);
  return (
    <div className={styles.priceBox}>
      <div className={styles.priceLine} data-testid="goods-price">
        <span className={styles.label}>{flash ? '抢购价' : '价格'}</span>
        <Price fen={price} originalFen={originalPrice} size="lg" />
      </div>
      {goods.integral > 0 && (
        <div className={styles.priceLine}>
          <span className={styles.label}>积分</span>
          <span className={styles.points}>购买可得 {goods.integral} 积分</span>
        </div>
      )}
      <div className={styles.priceLine}>
        <span className={styles.label}>销量</span>
        <span>
          已售{goods.sales}件 · 累计评价{goods.evaluateCount} · 好评率{goods.goodRate}%
        </span>
      </div>
    </div>
  );
}
