// 猜你喜欢 under the goods: the goods recommended beside it, in the two-column grid. Nothing shows
// while it loads or if it fails: the page is whole without it.
import { useGoodsRecommendations } from '../../../core/goods/goods-queries';
import { GoodsCard, GoodsGrid } from '../../ui/goods-card/goods-card';
import styles from './goods.module.css';

export function GoodsRecommend({ goodsId }: { goodsId: number }) {
  const recommend = useGoodsRecommendations({ goodsId }, { retry: false });
  const list = recommend.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.recommend} aria-labelledby="goods-recommend-title">
      <h2 id="goods-recommend-title" className={styles.sectionTitle}>
        猜你喜欢
      </h2>
      <GoodsGrid>
        {list.map((goods) => (
          <GoodsCard key={goods.goodsId} goods={goods} />
        ))}
      </GoodsGrid>
    </section>
  );
}
