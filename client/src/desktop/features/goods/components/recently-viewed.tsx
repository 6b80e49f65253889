// 最近浏览 under the product page: the goods looked at before this one (足迹, kept on this device by
// core/footprint for both faces), newest first; nothing when there are none.
import { Link } from 'react-router-dom';
import { useFootprints } from '../../../../core/footprint/use-footprints';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { formatPrice } from '../../../ui/price/price';
import { Section } from '../../../ui/section/section';
import styles from '../goods.module.css';

const SHOWN = 6;

export function RecentlyViewed({ currentId }: { currentId: number }) {
  const { footprints } = useFootprints();
  const others = footprints.filter((f) => f.goodsId !== currentId).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <Section title="最近浏览" level={2}>
      <ul className={styles.recent} aria-label="最近浏览">
        {others.map((f) => (
          <li key={f.goodsId}>
            <Link to={`/Goods?id=${f.goodsId}`} className={styles.recentItem}>
              <LazyImage src={f.picUrl} alt="" aspectRatio="1 / 1" className={styles.fill} />
              <span className={styles.recentName}>{f.name}</span>
              <span className={styles.recentPrice}>{formatPrice(f.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
