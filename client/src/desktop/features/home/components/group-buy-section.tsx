// 拼团 on the home page: group price, group size and how many joined; the full list is /group.
import { Price } from '../../../ui/price/price';
import { GoodsRowSection } from './goods-row-section';
import { useGroupBuyGoods } from '../../../../core/goods/goods-queries';

export function GroupBuySection() {
  const query = useGroupBuyGoods({ pageNum: 1, pageSize: 5 });
  return (
    <GoodsRowSection
      title="拼团特惠"
      subtitle="好友一起拼，价格更优惠"
      moreHref="/group"
      query={query}
      emptyText="暂无拼团商品"
      card={(goods) => ({
        href: '/group',
        badge: `${goods.groupSize}人成团`,
        price: <Price fen={goods.groupPrice} originalFen={goods.originalPrice} />,
        meta: `已有${goods.joinedCount}人参团`,
      })}
    />
  );
}
