// /new_exclusive: goods reserved for new users (getNewUserGoods).
import { GoodsListPage } from './components/goods-list-page';

export default function NewExclusivePage() {
  return (
    <GoodsListPage
      call="getNewUserGoods"
      title="新人专享"
      subtitle="新用户专属福利价，首单更优惠"
      tone="orange"
      emptyTitle="暂无新人专享商品"
    />
  );
}
