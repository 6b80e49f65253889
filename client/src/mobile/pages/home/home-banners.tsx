// The home carousel: each banner opens the mobile page of what it advertises.
import { CAROUSEL_INTERVAL_MS } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { useHomeAds } from '../../../core/home/home-queries';
import { mobileLinkFor } from '../../ui/mobile-links/mobile-links';
import { Image } from '../../ui/image/image';
import { SkeletonBlock } from '../../ui/skeleton/skeleton';
import { Swiper } from '../../ui/swiper/swiper';
import styles from './home.module.css';

export function HomeBanners() {
  const ads = useHomeAds();
  const banners = ads.data?.banners ?? [];
  // A failed banner load leaves the space to the rest of the page; the shop is usable without it.
  if (ads.isError || (ads.isSuccess && banners.length === 0)) return null;
  return (
    <div className={styles.banners}>
      {ads.isPending ? (
        <SkeletonBlock height="auto" />
      ) : (
        <Swiper
          label="活动推荐"
          ratio="3 / 1"
          autoplay={CAROUSEL_INTERVAL_MS}
          slides={banners.map((ad, i) => (
            <Link key={ad.adId} to={mobileLinkFor(ad.linkUrl)} className={styles.bannerLink}>
              <Image src={ad.picUrl} alt={ad.title} ratio="3 / 1" eager={i === 0} />
            </Link>
          ))}
        />
      )}
    </div>
  );
}
