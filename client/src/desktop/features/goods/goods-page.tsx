// /Goods?id=…: the product detail page.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MISSING_GOODS, missingGoodsWords } from '../../../core/api/shop-words';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { productsHref } from '../../ui/links/site-links';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { EmptyState } from '../../ui/states/empty-state';
import { ErrorState } from '../../ui/states/error-state';
import { Skeleton } from '../../ui/states/skeleton';
import { GoodsAds } from './components/goods-ads';
import { GoodsEvaluations } from './components/goods-evaluations';
import { GoodsGallery } from './components/goods-gallery';
import { GoodsPurchase } from './components/goods-purchase';
import { Recommendations, RelatedArticles } from './components/goods-related';
import styles from './goods.module.css';
import { parseUrlId } from '../../../core/router/url-id';
import { useGoodsDetail } from '../../../core/goods/goods-queries';
import { useRecordFootprint } from '../../../core/footprint/use-footprints';
import { RecentlyViewed } from './components/recently-viewed';

type Sku = ResultOf<'getGoods'>['skus'][number];

/** A positive integer id from the query string, or null. */
function DetailSkeleton() {
  return (
    <div className={styles.top} role="status" aria-label="加载中">
      <Skeleton width={420} height={420} radius={0} />
      <div className={styles.purchase}>
        <Skeleton height={28} width="80%" />
        <Skeleton height={90} />
        <Skeleton height={36} width="60%" />
        <Skeleton height={36} width="60%" />
        <Skeleton height={44} width="50%" />
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <div className={styles.panel}>
      <EmptyState {...MISSING_GOODS} action={<Link to="/home">返回首页</Link>} />
    </div>
  );
}

/** 商品详情 (the description and detail pictures) and 商品评价, as two tabs. */
function GoodsTabs({ goods }: { goods: ResultOf<'getGoods'> }) {
  const [tab, setTab] = useState<'detail' | 'reviews'>('detail');
  return (
    <div className={styles.panel}>
      <div className={styles.tabs} role="tablist" aria-label="商品信息">
        {(
          [
            ['detail', '商品详情'],
            ['reviews', `商品评价(${goods.evaluateCount})`],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`panel-${key}`}
            className={tab === key ? styles.tabActive : styles.tab}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'detail' ? (
        <div role="tabpanel" id="panel-detail" aria-labelledby="tab-detail" className={styles.detail}>
          {goods.description.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {goods.detailImages.map((pic, i) => (
            <LazyImage
              key={pic}
              src={pic}
              alt={`${goods.name} 详情图${i + 1}`}
              aspectRatio="3 / 4"
              className={styles.detailImage}
            />
          ))}
        </div>
      ) : (
        <div role="tabpanel" id="panel-reviews" aria-labelledby="tab-reviews">
          <GoodsEvaluations goodsId={goods.goodsId} />
        </div>
      )}
    </div>
  );
}

export default function GoodsPage() {
  const [params] = useSearchParams();
  const goodsId = parseUrlId(params.get('id'));
  const query = useGoodsDetail({ goodsId: goodsId ?? 0 }, { enabled: goodsId !== null });
  const [sku, setSku] = useState<Sku | undefined>();
  usePageTitle(query.data?.name ?? '商品详情');
  useRecordFootprint(query.data);

  if (goodsId === null)
    return (
      <div className="layout-width">
        <NotFound />
      </div>
    );
  if (query.isPending) {
    // The breadcrumb's line is held while loading so the page does not jump when it arrives (CLS).
    return (
      <div className={`layout-width ${styles.page}`}>
        <div className={styles.breadcrumb} aria-hidden="true">
          &nbsp;
        </div>
        <div className={styles.panel}>
          <DetailSkeleton />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={`layout-width ${styles.page}`}>
        {missingGoodsWords(query.error) ? (
          <NotFound />
        ) : (
          <div className={styles.panel}>
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          </div>
        )}
      </div>
    );
  }
  const goods = query.data;
  return (
    <div className={`layout-width ${styles.page}`}>
      <nav className={styles.breadcrumb} aria-label="当前位置">
        <Link to="/home">首页</Link> › <Link to={productsHref()}>全部商品</Link> ›{' '}
        <Link to={productsHref({ cid: goods.categoryId, name: goods.categoryName })}>
          {goods.categoryName}
        </Link>{' '}
        › <span aria-current="page">{goods.name}</span>
      </nav>
      <div className={`${styles.panel} ${styles.top}`}>
        <GoodsGallery
          key={`gallery-${goods.goodsId}`}
          name={goods.name}
          pictures={goods.pictures}
          skuPicture={sku?.picUrl}
        />
        <GoodsPurchase
          key={`purchase-${goods.goodsId}`}
          goods={goods}
          receivedAt={query.dataUpdatedAt}
          onSkuChange={setSku}
        />
      </div>
      <GoodsAds />
      <GoodsTabs goods={goods} />
      <RelatedArticles goodsId={goods.goodsId} />
      <Recommendations goodsId={goods.goodsId} />
      <RecentlyViewed currentId={goods.goodsId} />
    </div>
  );
}
