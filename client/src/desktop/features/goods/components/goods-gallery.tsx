// Product pictures: one large picture and a row of thumbnails; the chosen SKU's picture shows
// until a thumbnail is picked.
import { useEffect, useState } from 'react';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import styles from '../goods.module.css';

interface GoodsGalleryProps {
  name: string;
  pictures: readonly string[];
  /** The selected SKU's picture, shown first when it changes. */
  skuPicture?: string;
}

export function GoodsGallery({ name, pictures, skuPicture }: GoodsGalleryProps) {
  const [current, setCurrent] = useState<string | undefined>(skuPicture ?? pictures[0]);
  useEffect(() => {
    if (skuPicture) setCurrent(skuPicture);
  }, [skuPicture]);
  const shown = current ?? pictures[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainPicture}>
        <LazyImage src={shown} alt={name} eager aspectRatio="1 / 1" className={styles.fill} />
      </div>
      <ul className={styles.thumbs} aria-label="商品图片">
        {pictures.slice(0, 6).map((pic, index) => (
          <li key={pic}>
            <button
              type="button"
              className={`${styles.thumb} ${pic === shown ? styles.thumbActive : ''}`}
              aria-label={`查看第${index + 1}张图片`}
              aria-pressed={pic === shown}
              onMouseEnter={() => setCurrent(pic)}
              onClick={() => setCurrent(pic)}
            >
              <LazyImage src={pic} alt="" width={64} height={64} className={styles.fill} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
