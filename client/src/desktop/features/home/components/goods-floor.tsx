// One goods floor of the home page (每周优选, 新品首发, 热销爆品): a titled grid of the first goods
// of a list call, linking to the section's own page.
import { useGoodsList } from '../../../../core/goods/goods-queries';
import { GoodsCard } from '../../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { QueryView, isEmptyList } from '../../../ui/query-view/query-view';
import { Section } from '../../../ui/section/section';

type FloorCall = 'getWeeklyPreferredGoods' | 'getNewReleaseGoods' | 'getHotGoods' | 'getSelfProduct';

interface GoodsFloorProps {
  call: FloorCall;
  title: string;
  subtitle: string;
  moreHref: string;
  count?: number;
  badge?: string;
}

export function GoodsFloor({ call, title, subtitle, moreHref, count = 5, badge }: GoodsFloorProps) {
  const query = useGoodsList(call, { pageNum: 1, pageSize: count });
  return (
    <Section title={title} subtitle={subtitle} moreHref={moreHref}>
      <QueryView
        query={query}
        skeleton={<GoodsGridSkeleton rows={Math.ceil(count / 5)} />}
        isEmpty={isEmptyList}
        emptyText="暂无商品"
      >
        {(data) => (
          <GoodsGrid>
            {data.list.map((goods) => (
              <GoodsCard key={goods.goodsId} goods={goods} badge={badge} />
            ))}
          </GoodsGrid>
        )}
      </QueryView>
    </Section>
  );
}
