// /optimize: the editors' picks (getSuperGoodList); each card opens its recommendation page.
import { GoodsListPage } from './components/goods-list-page';

export const optimizeDetailHref = (goodsId: number) => `/optimize_detail?id=${goodsId}`;

export default function OptimizePage() {
  return (
    <GoodsListPage
      call="getSuperGoodList"
      title="精选好物"
      subtitle="编辑逐件甄选，告诉你值得买的理由"
      tone="purple"
      hrefOf={optimizeDetailHref}
      badgeOf={() => '优选'}
      emptyTitle="暂无精选好物"
    />
  );
}
