// 专题活动 on the home page: the running discount activity (→ /activitySpecial?id=) and the first
// 定制专区 zones (→ /CustomZone?zone=), so both special pages are a click away from the front page.
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { activitySpecialHref, customZoneHref } from '../../../ui/links/site-links';
import { Section } from '../../../ui/section/section';
import { Skeleton } from '../../../ui/states/skeleton';
import styles from '../home.module.css';
import { useDiscountGoods, useGreatGoods } from '../../../../core/goods/goods-queries';

const ZONE_TILES = 2;

export function SpecialEntries() {
  const activity = useDiscountGoods({ pageNum: 1, pageSize: 1 });
  const zones = useGreatGoods({ pageNum: 1, pageSize: 1 });
  const current = activity.data?.activity;
  const shownZones = (zones.data?.zones ?? []).slice(0, ZONE_TILES);
  // A floor whose calls both failed says nothing rather than showing two error boxes for extras.
  if (activity.isError && zones.isError) return null;
  return (
    <Section title="专题活动" subtitle="限时活动与定制专区" moreHref={customZoneHref()} moreText="全部专区">
      <ul className={styles.specials}>
        <li className={styles.specialWide}>
          {current ? (
            <Link to={activitySpecialHref(current.activityId)} className={styles.specialTile}>
              <LazyImage src={current.bannerUrl} alt="" aspectRatio="4 / 1" />
              <span className={styles.specialTitle}>{current.title}</span>
              <span className={styles.specialText}>限时折扣，点击查看活动商品</span>
            </Link>
          ) : activity.isError ? (
            <Link to={activitySpecialHref()} className={styles.specialTile}>
              <span className={styles.specialTitle}>活动专题</span>
            </Link>
          ) : (
            <Skeleton height={120} />
          )}
        </li>
        {zones.isPending
          ? Array.from({ length: ZONE_TILES }, (_, i) => (
              <li key={i}>
                <Skeleton height={120} />
              </li>
            ))
          : shownZones.map((zone) => (
              <li key={zone.zoneId}>
                <Link to={customZoneHref(zone.zoneId)} className={styles.specialTile}>
                  <LazyImage src={zone.picUrl} alt="" aspectRatio="2 / 1" />
                  <span className={styles.specialTitle}>{zone.title}</span>
                  <span className={styles.specialText}>{zone.subTitle}</span>
                </Link>
              </li>
            ))}
      </ul>
    </Section>
  );
}
