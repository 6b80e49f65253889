// A titled row of goods in the two-column grid, below a page's own content (猜你喜欢 under the goods
// and the cart, 文中好物 under a post). Nothing shows when there are no goods: the page is whole
// without it.
import { useId } from 'react';
import { GoodsCard, GoodsGrid, type MobileGoodsCardData } from '../goods-card/goods-card';
import styles from './goods-shelf.module.css';

interface GoodsShelfProps {
  title: string;
  goods: readonly MobileGoodsCardData[];
}

export function GoodsShelf({ title, goods }: GoodsShelfProps) {
  const titleId = useId();
  if (goods.length === 0) return null;
  return (
    <section className={styles.shelf} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <GoodsGrid>
        {goods.map((item) => (
          <GoodsCard key={item.goodsId} goods={item} />
        ))}
      </GoodsGrid>
    </section>
  );
}
