// /optimize_detail?id=: why an editor picked a product (getSuperGoodDetails): the product, the
// reasons, and related picks.
import type { ResultOf } from '@storefront/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../core/api/errors';
import { GoodsCard, goodsHref, salesText } from '../../ui/goods-card/goods-card';
import { GoodsGrid } from '../../ui/goods-card/goods-grid';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Price } from '../../ui/price/price';
import { EmptyState } from '../../ui/states/empty-state';
import { ErrorState } from '../../ui/states/error-state';
import { Skeleton } from '../../ui/states/skeleton';
import { optimizeDetailHref } from './optimize-page';
import styles from './promotions.module.css';
import { CrumbPage } from '../../ui/breadcrumb/breadcrumb';
import { useSuperGoodsDetail } from '../../../core/goods/goods-queries';

const idFrom = (value: string | null): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

function DetailSkeleton() {
  return (
    <div className={styles.detail} role="status" aria-label="加载中">
      <Skeleton width={400} height={400} radius={0} />
      <div className={styles.detailInfo}>
        <Skeleton height={28} width="80%" />
        <Skeleton height={16} width="60%" />
        <Skeleton height={32} width="30%" />
        <Skeleton height={120} />
      </div>
    </div>
  );
}

type OptimizeDetail = ResultOf<'getSuperGoodDetails'>;

/** The chosen goods: picture, name, price, the editors' reasons, the way to its page. */
function OptimizeArticle({ goods, reasons }: Pick<OptimizeDetail, 'goods' | 'reasons'>) {
  return (
    <article className={styles.detail} aria-labelledby="optimize-title">
      <LazyImage
        src={goods.pictures[0] ?? goods.picUrl}
        alt={goods.name}
        width={400}
        height={400}
        eager
        className={styles.detailPicture}
      />
      <div className={styles.detailInfo}>
        <p className={styles.detailKicker}>编辑精选</p>
        <h1 id="optimize-title" className={styles.detailTitle}>
          {goods.name}
        </h1>
        {goods.subTitle && <p className={styles.detailSubtitle}>{goods.subTitle}</p>}
        <p className={styles.detailPrice}>
          <Price fen={goods.price} originalFen={goods.originalPrice} size="lg" />
          <span className={styles.detailSales}>{salesText(goods.sales)}</span>
        </p>
        <section className={styles.reasons} aria-labelledby="optimize-reasons">
          <h2 id="optimize-reasons">推荐理由</h2>
          {reasons.length === 0 ? (
            <p className={styles.muted}>编辑暂未填写推荐理由</p>
          ) : (
            <ol>
              {reasons.map((reason, index) => (
                <li key={index}>{reason}</li>
              ))}
            </ol>
          )}
        </section>
        <Link className={styles.primaryButton} to={goodsHref(goods.goodsId)}>
          查看商品详情
        </Link>
      </div>
    </article>
  );
}

/** Where this page sits: the pages above it. */
const TRAIL = [
  { to: '/home', label: '首页' },
  { to: '/optimize', label: '精选好物' },
];

export default function OptimizeDetailPage() {
  const [params] = useSearchParams();
  const goodsId = idFrom(params.get('id'));
  const query = useSuperGoodsDetail({ goodsId: goodsId ?? 0 }, { enabled: goodsId !== null });
  usePageTitle(query.data ? `${query.data.goods.name} - 优选详情` : '优选详情');

  let body;
  if (goodsId === null) {
    body = (
      <EmptyState
        title="未找到该优选商品"
        description="链接中缺少商品编号"
        action={<Link to="/optimize">去看看精选好物</Link>}
      />
    );
  } else if (query.isPending) {
    body = <DetailSkeleton />;
  } else if (query.isError) {
    // A refusal (no such product) will not change on retry; a network failure may.
    body = isApiError(query.error) ? (
      <EmptyState
        title={query.error.msg || '未找到该优选商品'}
        action={<Link to="/optimize">去看看精选好物</Link>}
      />
    ) : (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    );
  } else {
    const { goods, reasons, related } = query.data;
    body = (
      <>
        <OptimizeArticle goods={goods} reasons={reasons} />
        <section className={styles.panel} aria-labelledby="optimize-related">
          <h2 id="optimize-related" className={styles.panelTitle}>
            相关优选
          </h2>
          {related.length === 0 ? (
            <EmptyState title="暂无相关优选" />
          ) : (
            <GoodsGrid columns={6}>
              {related.map((item) => (
                <GoodsCard
                  key={item.goodsId}
                  goods={item}
                  href={optimizeDetailHref(item.goodsId)}
                  showTags={false}
                />
              ))}
            </GoodsGrid>
          )}
        </section>
      </>
    );
  }

  return (
    <CrumbPage className={styles.page} trail={TRAIL} current="优选详情">
      {body}
    </CrumbPage>
  );
}
