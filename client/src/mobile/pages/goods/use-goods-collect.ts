// 收藏 on the goods page. A visitor is asked to log in and comes back with ?collect=1, which
// collects the goods at once (what they tapped for); the button shows the goods' collected flag,
// which the mutation patches into the cached goods.
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCollect } from '../../../core/find/find-mutations';
import { isLoggedInAtom } from '../../../core/state/session';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';
import type { GoodsDetail } from '../../../core/goods/use-sku-choice';

export function useGoodsCollect(goods: GoodsDetail) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const collect = useCollect({
    onSuccess: ({ collected }) => showToast(collected ? '收藏成功' : '已取消收藏'),
    onError: toastError,
  });
  const send = (on: boolean) =>
    collect.mutate({ targetId: goods.goodsId, targetType: 'goods', collect: on ? 1 : 0 });

  const backFromLogin = loggedIn && params.get('collect') === '1';
  const done = useRef(false);
  useEffect(() => {
    if (!backFromLogin || done.current) return;
    done.current = true;
    const next = new URLSearchParams(params);
    next.delete('collect');
    setParams(next, { replace: true });
    if (!goods.collected) send(true);
    // Once, on the way back from login.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backFromLogin]);

  const toggle = () => {
    if (loggedIn) return send(!goods.collected);
    showToast('请先登录');
    void navigate(loginPathFor(`/goods/${goods.goodsId}`, '?collect=1'));
  };
  return { collected: loggedIn && goods.collected, toggle, busy: collect.isPending };
}
