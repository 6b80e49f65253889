// /hot_products: best sellers (getHotGoods) in rank order; the top ten carry their rank.
import { GoodsListPage } from './components/goods-list-page';

export const rankBadge = (position: number): string | undefined =>
  position < 10 ? `TOP${position + 1}` : undefined;

export default function HotProductsPage() {
  return (
    <GoodsListPage
      call="getHotGoods"
      title="热销爆品"
      subtitle="大家都在买的人气好物"
      tone="red"
      badgeOf={rankBadge}
      emptyTitle="暂无热销商品"
    />
  );
}
