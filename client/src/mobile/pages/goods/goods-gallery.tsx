// The goods' pictures: a swiper of square slides; a tap opens the full-screen preview at that
// picture (lazy-loaded, kept in the URL as ?preview=N so the back button closes it).
import { lazy, Suspense } from 'react';
import { Image } from '../../ui/image/image';
import { Swiper } from '../../ui/swiper/swiper';
import styles from './goods.module.css';
import { useUrlOverlay } from './use-url-overlay';

const ImagePreview = lazy(() => import('./image-preview'));

export function GoodsGallery({ name, pictures }: { name: string; pictures: readonly string[] }) {
  const preview = useUrlOverlay('preview');
  const shown = preview.value === null ? NaN : Number(preview.value);
  const index = Number.isInteger(shown) && shown >= 0 && shown < pictures.length ? shown : null;
  const slides = pictures.map((src, i) => (
    <button
      key={src}
      type="button"
      className={styles.slideButton}
      aria-label={`查看大图 ${i + 1}/${pictures.length}`}
      onClick={() => preview.open(String(i))}
    >
      <Image src={src} alt={`${name} 图${i + 1}`} eager={i === 0} />
    </button>
  ));
  return (
    <div className={styles.gallery}>
      <Swiper label="商品图片" slides={slides} ratio="1 / 1" indicator="count" />
      {index !== null && (
        <Suspense fallback={null}>
          <ImagePreview pictures={pictures} index={index} name={name} onClose={preview.close} />
        </Suspense>
      )}
    </div>
  );
}
