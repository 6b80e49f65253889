// /CustomZone: 精选专区. Zones (getGreateGoodList's zones) as tabs; 全部 lists every zone's goods
// (getGreateGoodList), a zone its own (getZoneProductList). Zone and page live in the URL.
import { keepPreviousData } from '@tanstack/react-query';
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../ui/goods-card/goods-grid';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Pagination } from '../../ui/pagination/pagination';
import { EmptyState } from '../../ui/states/empty-state';
import { ErrorState } from '../../ui/states/error-state';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import styles from './custom-zone-page.module.css';
import { useGreatGoods, useZoneGoods } from '../../../core/goods/goods-queries';
import { parseUrlId } from '../../../core/router/url-id';

type Zone = { picUrl: string; title: string; subTitle: string };

/** The chosen zone's picture, title and subtitle, or the page's own when all zones show. */
function ZoneBanner({ zone }: { zone: Zone | undefined }) {
  return (
    <header className={styles.banner}>
      {zone ? (
        <>
          <LazyImage src={zone.picUrl} alt="" width={96} height={96} eager className={styles.bannerPicture} />
          <div>
            <h1>{zone.title}</h1>
            <p>{zone.subTitle}</p>
          </div>
        </>
      ) : (
        <div>
          <h1>定制专区</h1>
          <p>按场景精选的主题好物，总有一款适合你</p>
        </div>
      )}
    </header>
  );
}

export default function CustomZonePage() {
  const { params, page, size, update, setPage } = useUrlPaging();
  const zoneId = parseUrlId(params.get('zone')) ?? undefined;
  const all = useGreatGoods(
    { pageNum: zoneId ? 1 : page, pageSize: size },
    { placeholderData: keepPreviousData },
  );
  const zone = useZoneGoods(
    { zoneId: zoneId ?? 0, pageNum: page, pageSize: size },
    { enabled: zoneId !== undefined, placeholderData: keepPreviousData },
  );
  const zones = all.data?.zones ?? [];
  const current = zoneId ? (zone.data?.zone ?? zones.find((z) => z.zoneId === zoneId)) : undefined;
  const goods = zoneId ? zone : all;
  usePageTitle(current ? `${current.title} - 定制专区` : '定制专区');

  let body;
  if (goods.isPending) body = <GoodsGridSkeleton columns={5} rows={2} />;
  else if (goods.isError || !goods.data)
    body = <ErrorState error={goods.error} onRetry={() => void goods.refetch()} />;
  else if (goods.data.list.length === 0) body = <EmptyState title="该专区暂无商品" />;
  else
    body = (
      <>
        <GoodsGrid columns={5}>
          {goods.data.list.map((item, index) => (
            <GoodsCard key={item.goodsId} goods={item} eagerImage={index < 5} />
          ))}
        </GoodsGrid>
        <div className={styles.pager}>
          <Pagination total={goods.data.total} page={page} pageSize={size} simple onChange={setPage} />
        </div>
      </>
    );

  return (
    <div className={`layout-width ${styles.page}`}>
      <ZoneBanner zone={current} />
      <div className={styles.zones} role="tablist" aria-label="专区">
        <button
          type="button"
          role="tab"
          aria-selected={zoneId === undefined}
          className={`${styles.zone} ${zoneId === undefined ? styles.zoneActive : ''}`}
          onClick={() => update({ zone: null })}
        >
          全部好物
        </button>
        {zones.map((z) => (
          <button
            key={z.zoneId}
            type="button"
            role="tab"
            aria-selected={zoneId === z.zoneId}
            className={`${styles.zone} ${zoneId === z.zoneId ? styles.zoneActive : ''}`}
            onClick={() => update({ zone: z.zoneId })}
          >
            {z.title}
          </button>
        ))}
      </div>
      <section className={styles.panel} role="tabpanel" aria-label={current ? current.title : '全部好物'}>
        {body}
      </section>
    </div>
  );
}
