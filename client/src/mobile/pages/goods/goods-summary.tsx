// The price card: the shown price (抢购价 while a flash session runs), sales, name and subtitle.
import { shownPrice } from '@storefront/contracts';
import { salesText } from '../../ui/goods-card/goods-card';
import { Price } from '../../ui/price/price';
import type { GoodsDetail, SkuChoice } from '../../../core/goods/use-sku-choice';
import styles from './goods.module.css';
import priceLine from './price-line.module.css';

export function GoodsSummary({
  goods,
  sku,
  soldOut,
}: {
  goods: GoodsDetail;
  sku: SkuChoice['sku'];
  soldOut: boolean;
}) {
  const { price, originalPrice, flash } = shownPrice(goods, sku);
  return (
    <section className={styles.card}>
      <div className={priceLine.priceLine} data-testid="goods-price">
        {flash && <span className={priceLine.flashTag}>抢购价</span>}
        <Price fen={price} originalFen={originalPrice} size="lg" />
        <span className={styles.sales}>{salesText(goods.sales)}</span>
      </div>
      <h2 className={styles.name}>{goods.name}</h2>
      {goods.subTitle && <p className={styles.subTitle}>{goods.subTitle}</p>}
      {soldOut && <p className={styles.soldOutNote}>该商品已售罄，看看其他商品吧</p>}
    </section>
  );
}
