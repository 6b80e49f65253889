// The goods' price card: the shown price (the flash price while its session runs), sales, name,
// subtitle and, when nothing is in stock, a sold-out note.
import { shownPrice } from '@storefront/contracts';
import { Price } from '../../ui/price/price';
import { salesText } from '../../ui/goods-card/goods-card';
import styles from './goods.module.css';
import priceLine from './price-line.module.css';
import type { GoodsDetail, GoodsSku } from '../../../core/goods/use-sku-choice';

interface Props {
  goods: GoodsDetail;
  sku: GoodsSku | undefined;
  soldOut: boolean;
}

export function GoodsSummary({ goods, sku, soldOut }: Props) {
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
