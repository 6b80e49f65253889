// /limitedTime/TaobaoGoods: goods sold on the third-party platform (淘宝好货). The list call
// carries no purchase link, so each card asks the product detail for its buyUrl; 去淘宝购买
// opens it in a new tab without handing over this window (rel noopener).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery } from '../../api/query';
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../ui/goods-card/goods-grid';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Pagination } from '../../ui/pagination/pagination';
import { QueryView } from '../../ui/query-view/query-view';
import { LimitedNav } from './components/limited-nav';
import styles from './flash-sale.module.css';

/** Third-party goods are tagged 淘宝好货 by the shop. */
export const TAOBAO_TAG = '淘宝好货';
const SCAN_SIZE = 100;

function BuyOnTaobao({ goodsId, name }: { goodsId: number; name: string }) {
  const detail = useQuery({ ...apiQuery('getGoods', { goodsId }), staleTime: 5 * 60_000 });
  const url = detail.data?.shopType === 'taobao' ? detail.data.buyUrl : null;
  if (!url) {
    return (
      <span className={styles.actionMuted} aria-disabled="true">
        {detail.isPending ? '加载中...' : '暂不可购买'}
      </span>
    );
  }
  return (
    <a className={styles.action} href={url} target="_blank" rel="noopener noreferrer" aria-label={`去淘宝购买 ${name}`}>
      去淘宝购买
    </a>
  );
}

export default function TaobaoGoodsPage() {
  usePageTitle('淘宝好货');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...apiQuery('getCategoryProduct', { orderType: 1, pageNum: page, pageSize: SCAN_SIZE }), placeholderData: keepPreviousData });
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className="visually-hidden">淘宝好货</h1>
      <LimitedNav />
      <p className={styles.banner}>
        <span>精选淘宝店铺好物，下单后前往淘宝完成购买</span>
      </p>
      <QueryView query={query} skeleton={<GoodsGridSkeleton rows={2} />} isEmpty={(d) => !d.list.some((g) => g.tags.includes(TAOBAO_TAG))} emptyText="暂无淘宝好货">
        {(data) => (
          <>
            <GoodsGrid>
              {data.list
                .filter((g) => g.tags.includes(TAOBAO_TAG))
                .map((g) => (
                  <GoodsCard key={g.goodsId} goods={g} footer={<BuyOnTaobao goodsId={g.goodsId} name={g.name} />} />
                ))}
            </GoodsGrid>
            <Pagination total={data.total} page={page} pageSize={SCAN_SIZE} simple onChange={(p) => setPage(p)} />
          </>
        )}
      </QueryView>
    </div>
  );
}
