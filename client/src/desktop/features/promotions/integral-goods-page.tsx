// /integralGoods: the points mall. Goods exchangeable for points, filtered by points range, category
// and sort (getIntegralGoodsListV2); prices read "N积分". Logged-in users see their own points.
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../../core/state/use-session';
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { IntegralFilterBar } from './components/integral-filter-bar';
import { PagedGoods } from './components/paged-goods';
import { SectionBanner } from './components/section-banner';
import { readIntegralFilter } from './integral-filters';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import styles from './promotions.module.css';
import { usePointsGoodsFiltered } from '../../../core/goods/goods-queries';
import { useSignInPage } from '../../../core/welfare/welfare-queries';

export const pointsText = (points: number) => `${points}积分`;

function MyPoints() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const sign = useSignInPage(undefined, { enabled: isLoggedIn });
  if (!isLoggedIn) {
    return (
      <Link
        className={styles.bannerLink}
        to={`/userLogin?redirect=${encodeURIComponent(location.pathname + location.search)}`}
      >
        登录查看我的积分
      </Link>
    );
  }
  return (
    <p className={styles.myPoints}>
      我的积分：<strong>{sign.data ? sign.data.integral : '--'}</strong>
      <Link className={styles.bannerLink} to="/welfareService">
        去签到赚积分
      </Link>
    </p>
  );
}

export default function IntegralGoodsPage() {
  usePageTitle('积分商城');
  const paging = useUrlPaging();
  const { page, size, params, update } = paging;
  const filter = readIntegralFilter(params);
  const query = usePointsGoodsFiltered(
    {
      pageNum: page,
      pageSize: size,
      orderType: filter.orderType,
      ...(filter.min !== undefined ? { minIntegral: filter.min } : {}),
      ...(filter.max !== undefined ? { maxIntegral: filter.max } : {}),
      ...(filter.categoryId !== undefined ? { categoryId: filter.categoryId } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = filter.min !== undefined || filter.max !== undefined || filter.categoryId !== undefined;

  return (
    <div className={`layout-width ${styles.page}`}>
      <SectionBanner title="积分商城" subtitle="积分当钱花，好礼兑不停" tone="orange" aside={<MyPoints />} />
      <IntegralFilterBar filter={filter} onChange={update} />
      <section className={styles.panel} aria-label="积分商品">
        <PagedGoods
          query={query}
          paging={paging}
          emptyTitle={filtered ? '没有符合条件的积分商品' : '暂无积分商品'}
          emptyDescription={filtered ? '换个积分范围或分类试试' : undefined}
          emptyAction={
            filtered ? (
              <button
                type="button"
                className={styles.textButton}
                onClick={() => update({ min: null, max: null, cid: null })}
              >
                清除筛选条件
              </button>
            ) : undefined
          }
          renderItem={(goods, index) => (
            <GoodsCard
              key={goods.goodsId}
              goods={goods}
              eagerImage={index < 5}
              price={<span className={styles.points}>{pointsText(goods.exchangeIntegral)}</span>}
              meta={`已兑${goods.exchangeCount}件`}
            />
          )}
        />
      </section>
    </div>
  );
}
