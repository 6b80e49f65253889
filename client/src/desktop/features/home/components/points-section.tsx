// 积分商城 on the home page: goods exchanged for points.
import styles from '../home.module.css';
import { GoodsRowSection } from './goods-row-section';
import { usePointsGoods } from '../../../../core/goods/goods-queries';

export function PointsSection() {
  const query = usePointsGoods({ pageNum: 1, pageSize: 5 });
  return (
    <GoodsRowSection
      title="积分商城"
      subtitle="积分当钱花"
      moreHref="/integralGoods"
      query={query}
      emptyText="暂无积分商品"
      card={(goods) => ({
        price: <span className={styles.points}>{goods.exchangeIntegral}积分</span>,
        meta: `已兑${goods.exchangeCount}件`,
      })}
    />
  );
}
