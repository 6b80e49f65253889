// /weekly_optimization: this week's picks, grouped in zones (getWeeklyPreferredZone) with the goods
// of all zones or of the chosen one (getWeeklyPreferredGoods); the zone is kept in ?zone=.
import { keepPreviousData } from '@tanstack/react-query';
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Skeleton } from '../../ui/states/skeleton';
import { PagedGoods } from './components/paged-goods';
import { SectionBanner } from './components/section-banner';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import styles from './promotions.module.css';
import { useWeeklyGoods, useWeeklyZones } from '../../../core/goods/goods-queries';
import { parseUrlId } from '../../../core/router/url-id';

export default function WeeklyOptimizationPage() {
  usePageTitle('每周优选');
  const paging = useUrlPaging();
  const { page, size, params, update } = paging;
  const zones = useWeeklyZones();
  const zoneId = parseUrlId(params.get('zone')) ?? undefined;
  const goods = useWeeklyGoods(
    { pageNum: page, pageSize: size, ...(zoneId ? { zoneId } : {}) },
    { placeholderData: keepPreviousData },
  );
  const zoneList = zones.data ?? [];
  const current = zoneList.find((z) => z.zoneId === zoneId);

  return (
    <div className={`layout-width ${styles.page}`}>
      <SectionBanner title="每周优选" subtitle="每周精挑细选，好物不踩雷" tone="blue" />
      <nav className={styles.zones} aria-label="优选专区">
        {zones.isPending ? (
          Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={88} className={styles.zoneSkeleton} />
          ))
        ) : (
          <>
            <button
              type="button"
              className={`${styles.zone} ${zoneId === undefined ? styles.zoneActive : ''}`}
              aria-pressed={zoneId === undefined}
              onClick={() => update({ zone: null })}
            >
              <span className={styles.zoneText}>
                <strong>全部优选</strong>
                <span>本周全部精选好物</span>
              </span>
            </button>
            {zoneList.map((zone) => (
              <button
                key={zone.zoneId}
                type="button"
                className={`${styles.zone} ${zoneId === zone.zoneId ? styles.zoneActive : ''}`}
                aria-pressed={zoneId === zone.zoneId}
                onClick={() => update({ zone: zone.zoneId })}
              >
                <LazyImage src={zone.picUrl} alt="" width={64} height={64} className={styles.zonePicture} />
                <span className={styles.zoneText}>
                  <strong>{zone.title}</strong>
                  <span>{zone.subTitle}</span>
                </span>
              </button>
            ))}
          </>
        )}
      </nav>
      <section className={styles.panel} aria-label={current ? current.title : '全部优选'}>
        <h2 className={styles.panelTitle}>{current ? current.title : '全部优选'}</h2>
        <PagedGoods
          query={goods}
          paging={paging}
          emptyTitle="本专区暂无商品"
          renderItem={(item, index) => <GoodsCard key={item.goodsId} goods={item} eagerImage={index < 5} />}
        />
      </section>
    </div>
  );
}
