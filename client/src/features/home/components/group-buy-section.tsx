// 拼团 on the home page: group price, group size and how many joined; the full list is /group.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';
import { GoodsCard } from '../../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { Price } from '../../../ui/price/price';
import { QueryView } from '../../../ui/query-view/query-view';
import { Section } from '../../../ui/section/section';

export function GroupBuySection() {
  const query = useQuery(apiQuery('getDomoGpIndexInfo', { pageNum: 1, pageSize: 5 }));
  return (
    <Section title="拼团特惠" subtitle="好友一起拼，价格更优惠" moreHref="/group">
      <QueryView
        query={query}
        skeleton={<GoodsGridSkeleton rows={1} />}
        isEmpty={(d) => d.list.length === 0}
        emptyText="暂无拼团商品"
      >
        {(data) => (
          <GoodsGrid>
            {data.list.map((goods) => (
              <GoodsCard
                key={goods.goodsId}
                goods={goods}
                href="/group"
                showTags={false}
                badge={`${goods.groupSize}人成团`}
                price={<Price fen={goods.groupPrice} originalFen={goods.originalPrice} />}
                meta={`已有${goods.joinedCount}人参团`}
              />
            ))}
          </GoodsGrid>
        )}
      </QueryView>
    </Section>
  );
}
