// The community's ad row (getAdByFind): up to three pictures linking inside the shop.
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import styles from '../find.module.css';
import { useFindAds } from '../../../../core/home/home-queries';

export function FindAds() {
  const query = useFindAds();
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <section className={styles.ads} aria-label="发现推荐">
      {query.isPending
        ? Array.from({ length: 3 }, (_, i) => (
            <span key={i} className={`${styles.ad} ${styles.shimmer}`} aria-hidden="true" />
          ))
        : query.data.slice(0, 3).map((ad, index) => (
            <Link key={ad.adId} to={ad.linkUrl.startsWith('/') ? ad.linkUrl : '/find'} className={styles.ad}>
              <LazyImage src={ad.picUrl} alt={ad.title} aspectRatio="390 / 150" eager={index === 0} />
            </Link>
          ))}
    </section>
  );
}
