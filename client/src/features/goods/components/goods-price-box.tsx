// The price box of /Goods: the price (抢购价 while the goods' flash session runs, the normal price
// struck through), the points a purchase earns, sales and evaluation figures.
import type { ResultOf } from '@storefront/contracts';
import { Price } from '../../../ui/price/price';
import styles from '../goods.module.css';

type Goods = ResultOf<'getGoods'>;
type Sku = Goods['skus'][number];

export function GoodsPriceBox({ goods, sku }: { goods: Goods; sku: Sku | undefined }) {
  // While the goods' session runs the mock charges the flash price; the normal one is struck through.
  const flashOn = goods.flashSale?.status === 'ongoing';
  const normalPrice = sku?.price ?? goods.price;
  const flashPrice = sku ? sku.flashPrice : flashOn ? goods.flashSale!.flashPrice : null;
  const price = flashPrice ?? normalPrice;
  const originalPrice = flashPrice !== null ? normalPrice : (sku?.originalPrice ?? goods.originalPrice);
  return (
    <div className={styles.priceBox}>
      <div className={styles.priceLine} data-testid="goods-price">
        <span className={styles.label}>{flashPrice !== null ? '抢购价' : '价格'}</span>
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
