// /new_arrival: newly released goods (getNewReleaseGoods), each marked 新品.
import { GoodsListPage } from './components/goods-list-page';

export default function NewArrivalPage() {
  return (
    <GoodsListPage
      call="getNewReleaseGoods"
      title="新品首发"
      subtitle="抢先体验当季新品"
      tone="green"
      badgeOf={() => '新品'}
      emptyTitle="暂无新品"
    />
  );
}
