// /limitedTime/TaobaoGoods: goods sold on the third-party platform (淘宝好货). 去淘宝购买 opens the
// card's buyUrl in a new tab without handing over this window (rel noopener).
import { keepPreviousData } from '@tanstack/react-query';
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../ui/goods-card/goods-grid';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Pagination } from '../../ui/pagination/pagination';
import { QueryView, isEmptyList } from '../../ui/query-view/query-view';
import { LimitedNav } from './components/limited-nav';
import styles from './flash-sale.module.css';
import { useLocalPaging } from '../../ui/hooks/use-local-paging';
import { useCategoryProducts } from '../../../core/goods/goods-queries';

function BuyOnTaobao({ url, name }: { url: string | null; name: string }) {
  if (!url) {
    return (
      <span className={styles.actionMuted} aria-disabled="true">
        暂不可购买
      </span>
    );
  }
  return (
    <a
      className={styles.action}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`去淘宝购买 ${name}`}
    >
      去淘宝购买
    </a>
  );
}

export default function TaobaoGoodsPage() {
  usePageTitle('淘宝好货');
  const { page, size, setPage } = useLocalPaging();
  const query = useCategoryProducts(
    {
      shopType: 'taobao',
      orderType: 1,
      pageNum: page,
      pageSize: size,
    },
    { placeholderData: keepPreviousData },
  );
  return (
    <div className={`layout-width ${styles.page} ${styles.taobaoPage}`}>
      <h1 className="visually-hidden">淘宝好货</h1>
      <LimitedNav />
      <p className={styles.banner}>
        <span>精选淘宝店铺好物，下单后前往淘宝完成购买</span>
      </p>
      <QueryView
        query={query}
        skeleton={<GoodsGridSkeleton rows={2} />}
        isEmpty={isEmptyList}
        emptyText="暂无淘宝好货"
      >
        {(data) => (
          <>
            <GoodsGrid>
              {data.list.map((g) => (
                <GoodsCard key={g.goodsId} goods={g} footer={<BuyOnTaobao url={g.buyUrl} name={g.name} />} />
              ))}
            </GoodsGrid>
            <Pagination total={data.total} page={page} pageSize={size} simple onChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
