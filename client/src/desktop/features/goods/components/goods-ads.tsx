// The thin strip of goods-page ads (getGoodsAd) under the purchase area: picture + title, each
// linking to its in-site path. No ads, nothing shown; a failed load shows a one-line retry.
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../../core/api/errors';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { Skeleton } from '../../../ui/states/skeleton';
import styles from '../goods.module.css';
import { useGoodsAds } from '../../../../core/home/home-queries';

export function GoodsAds() {
  const query = useGoodsAds(undefined, { staleTime: 5 * 60_000 });
  if (query.isPending) {
    return (
      <div className={styles.adStrip} role="status" aria-label="广告加载中">
        <Skeleton height={56} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p className={styles.adStrip}>
        {errorMessage(query.error)}{' '}
        <button type="button" className={styles.adRetry} onClick={() => void query.refetch()}>
          重新加载推广
        </button>
      </p>
    );
  }
  if (query.data.length === 0) return null;
  return (
    <ul className={styles.adStrip} aria-label="商品推广">
      {query.data.map((ad) => (
        <li key={ad.adId}>
          <Link to={ad.linkUrl} className={styles.adItem}>
            <LazyImage src={ad.picUrl} alt="" width={96} height={48} aspectRatio="2 / 1" />
            <span>{ad.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
