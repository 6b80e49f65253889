// 猜你喜欢 under the goods: the goods recommended beside it. Nothing shows while it loads or if it
// fails: the page is whole without it.
import { useGoodsRecommendations } from '../../../core/goods/goods-queries';
import { GoodsShelf } from '../../ui/goods-shelf/goods-shelf';

export function GoodsRecommend({ goodsId }: { goodsId: number }) {
  const recommend = useGoodsRecommendations({ goodsId }, { retry: false });
  return <GoodsShelf title="猜你喜欢" goods={recommend.data ?? []} />;
}
