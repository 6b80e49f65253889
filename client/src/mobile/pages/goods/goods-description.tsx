// 商品详情: the description paragraphs and the detail pictures, loaded as they scroll in.
import styles from './goods.module.css';
import type { GoodsDetail } from '../../../core/goods/use-sku-choice';

export function GoodsDescription({ goods }: { goods: GoodsDetail }) {
  return (
    <section className={styles.card} aria-labelledby="goods-detail-title">
      <h2 id="goods-detail-title" className={styles.sectionTitle}>
        商品详情
      </h2>
      {goods.description.map((text, i) => (
        <p key={i} className={styles.paragraph}>
          {text}
        </p>
      ))}
      <div className={styles.detailImages}>
        {goods.detailImages.map((src, i) => (
          // width/height reserve a 3:4 box until the picture tells its own size (no layout shift).
          <img
            key={src}
            className={styles.detailImage}
            src={src}
            alt={`商品详情图${i + 1}`}
            width={750}
            height={1000}
            loading="lazy"
            decoding="async"
          />
        ))}
      </div>
    </section>
  );
}
