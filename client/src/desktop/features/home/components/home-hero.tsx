// The first screen: first-level category entries on the left, the ad carousel beside them, and
// the side ads below. A banner click is counted (addAdClickCount) before the shop goes to its link.
import { HIDDEN_CATEGORY_TYPE, type ResultOf } from '@storefront/contracts';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCountAdClick } from '../../../../core/home/home-mutations';
import { Carousel } from '../../../ui/carousel/carousel';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { goodsClassifyHref } from '../../../ui/links/site-links';
import { ErrorState } from '../../../ui/states/error-state';
import { Skeleton } from '../../../ui/states/skeleton';
import styles from '../home.module.css';
import { useHomeAds, useHomeCategories } from '../../../../core/home/home-queries';

type Ad = ResultOf<'getAdByHome'>['banners'][number];

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** Counts the click first (a failed count never blocks the visit), then follows the ad's link. */
export function useOpenAd() {
  const navigate = useNavigate();
  const countClick = useCountAdClick();
  return async (ad: Ad) => {
    await countClick.mutateAsync({ adId: ad.adId }).catch(() => undefined);
    if (!ad.linkUrl) return;
    if (isExternal(ad.linkUrl)) window.open(ad.linkUrl, '_blank', 'noopener,noreferrer');
    else navigate(ad.linkUrl);
  };
}

function AdLink({
  ad,
  eager,
  className,
  ratio,
}: {
  ad: Ad;
  eager?: boolean;
  className?: string;
  ratio: string;
}) {
  const openAd = useOpenAd();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab) behave as links; they are not counted as a visit here.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void openAd(ad);
  };
  return (
    <a className={className ?? styles.adLink} href={ad.linkUrl || '#'} onClick={onClick}>
      <LazyImage
        src={ad.picUrl}
        alt={ad.title}
        eager={eager}
        aspectRatio={ratio}
        className={styles.adImage}
      />
    </a>
  );
}

function CategoryEntries() {
  const query = useHomeCategories();
  if (query.isPending) {
    return (
      <div className={styles.categoryList} role="status" aria-label="加载中">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} height={18} width="70%" />
        ))}
      </div>
    );
  }
  if (query.isError)
    return (
      <div className={styles.categoryList}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  const categories = query.data.filter((c) => c.type !== HIDDEN_CATEGORY_TYPE);
  return (
    <nav className={styles.categoryList} aria-label="商品分类">
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={goodsClassifyHref({ id: c.id, name: c.name, cid: c.id })}
              className={styles.categoryEntry}
            >
              <LazyImage src={c.picUrl} alt="" width={20} height={20} className={styles.categoryIcon} />
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/Classify" className={styles.categoryAll}>
        全部分类 ›
      </Link>
    </nav>
  );
}

export function HomeHero() {
  const ads = useHomeAds();
  const banners = ads.data?.banners ?? [];
  const sideAds = (ads.data?.sideAds ?? []).slice(0, 4);
  return (
    <>
      <div className={styles.hero}>
        <CategoryEntries />
        <div className={styles.banner}>
          {ads.isPending && <Skeleton height="100%" radius={0} />}
          {ads.isError && <ErrorState error={ads.error} onRetry={() => void ads.refetch()} />}
          {ads.isSuccess && banners.length > 0 && (
            <Carousel
              label="首页轮播广告"
              aspectRatio="3 / 1"
              slides={banners.map((ad, index) => (
                <AdLink key={ad.adId} ad={ad} eager={index === 0} ratio="3 / 1" />
              ))}
            />
          )}
        </div>
      </div>
      {ads.isPending && (
        // The tiles' row is held while the ads load so the floors below do not jump (CLS).
        <div className={styles.sideAds} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={styles.sideAdPlaceholder} />
          ))}
        </div>
      )}
      {sideAds.length > 0 && (
        <section className={styles.sideAds} aria-label="推荐活动">
          {sideAds.map((ad) => (
            <AdLink key={ad.adId} ad={ad} className={styles.sideAd} ratio="2 / 1" />
          ))}
        </section>
      )}
    </>
  );
}
