// 积分商城 on the home page: goods exchanged for points.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';
import { GoodsCard } from '../../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { QueryView } from '../../../ui/query-view/query-view';
import { Section } from '../../../ui/section/section';
import styles from '../home.module.css';

export function PointsSection() {
  const query = useQuery(apiQuery('getIntegralGoodsList', { pageNum: 1, pageSize: 5 }));
  return (
    <Section title="积分商城" subtitle="积分当钱花" moreHref="/integralGoods">
      <QueryView
        query={query}
        skeleton={<GoodsGridSkeleton rows={1} />}
        isEmpty={(d) => d.list.length === 0}
        emptyText="暂无积分商品"
      >
        {(data) => (
          <GoodsGrid>
            {data.list.map((goods) => (
              <GoodsCard
                key={goods.goodsId}
                goods={goods}
                showTags={false}
                price={<span className={styles.points}>{goods.exchangeIntegral}积分</span>}
                meta={`已兑${goods.exchangeCount}件`}
              />
            ))}
          </GoodsGrid>
        )}
      </QueryView>
    </Section>
  );
}
