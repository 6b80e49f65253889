// 猜你喜欢 under the cart (and under the empty cart): goods the shopper has not put in yet.
import { useCartRecommendations } from '../../../core/cart/cart-recommend';
import { GoodsShelf } from '../../ui/goods-shelf/goods-shelf';

export function CartRecommend({ goodsIds }: { goodsIds: readonly number[] }) {
  return <GoodsShelf title="猜你喜欢" goods={useCartRecommendations(goodsIds)} />;
}
