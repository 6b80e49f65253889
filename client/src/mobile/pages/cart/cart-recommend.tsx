// 猜你喜欢 under the cart (and under the empty cart): goods the shopper has not put in yet.
import { useCartRecommendations } from '../../../core/cart/cart-recommend';
import { GoodsCard, GoodsGrid } from '../../ui/goods-card/goods-card';
import styles from './cart.module.css';

export function CartRecommend({ goodsIds }: { goodsIds: readonly number[] }) {
  const goods = useCartRecommendations(goodsIds);
  if (goods.length === 0) return null;
  return (
    <section className={styles.recommend} aria-labelledby="cart-recommend-title">
      <h2 id="cart-recommend-title" className={styles.recommendTitle}>
        猜你喜欢
      </h2>
      <GoodsGrid>
        {goods.map((g) => (
          <GoodsCard key={g.goodsId} goods={g} />
        ))}
      </GoodsGrid>
    </section>
  );
}
