// 收藏 / 取消收藏 of the goods on /Goods (visitors log in first): the reply's flag replaces the
// cached goods' one, so the button turns at once; my collected goods refresh through the hook.
import type { ResultOf } from '@storefront/contracts';
import { useCollect } from '../../../../core/find/find-mutations';
import { useLoginGate } from '../../../ui/hooks/use-login-gate';
import { showToast } from '../../../ui/toast/toast-bus';
import { toastError } from '../../../ui/toast/toast-error';

type Goods = ResultOf<'getGoods'>;

export function useCollectGoods(goods: Goods) {
  const requireLogin = useLoginGate();
  const collect = useCollect({
    onSuccess: (result) => {
      showToast(result.collected ? '收藏成功' : '已取消收藏', 'success');
    },
    onError: toastError,
  });
  const toggle = () => {
    if (!requireLogin()) return;
    collect.mutate({ targetId: goods.goodsId, targetType: 'goods', collect: goods.collected ? 0 : 1 });
  };
  return { toggle, busy: collect.isPending };
}
