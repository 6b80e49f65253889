// What 确定 in the SKU sheet does: 立即购买 goes to the checkout, 加入购物车 adds the line; a
// visitor is sent to log in first and comes back to the same choice.
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useAddToCart } from '../../../core/cart/cart-mutations';
import { isLoggedInAtom } from '../../../core/state/session';
import { buyNowPath } from '../../app/checkout-intent';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import { showToast } from '../../ui/toast/toast-bus';
import type { ChosenLine } from './sku-sheet';

interface Options {
  goodsId: number;
  /** The sheet has a history entry of its own, which the checkout replaces. */
  sheetEntry: boolean;
  closeSheet: () => void;
}

export function useGoodsConfirm({ goodsId, sheetEntry, closeSheet }: Options) {
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const addToCart = useAddToCart();

  const buy = (line: { goodsId: number; skuId: number; quantity: number }) => {
    const checkout = buyNowPath(line);
    // The sheet's own entry gives way to the checkout: back from there shows the product.
    if (loggedIn) return void navigate(checkout, { replace: sheetEntry });
    showToast('请先登录');
    const [path, search] = checkout.split('?');
    void navigate(loginPathFor(path ?? '/checkout', `?${search ?? ''}`));
  };

  const onConfirm = (action: 'cart' | 'buy', { sku, quantity }: ChosenLine) => {
    const line = { goodsId, skuId: sku.skuId, quantity };
    if (action === 'buy') return buy(line);
    if (!loggedIn) {
      showToast('请先登录');
      const back = new URLSearchParams({
        skuId: String(sku.skuId),
        quantity: String(quantity),
        sheet: 'cart',
      });
      return void navigate(loginPathFor(`/goods/${goodsId}`, `?${back.toString()}`));
    }
    addToCart.mutate(line, {
      onSuccess: () => {
        showToast('已加入购物车');
        closeSheet();
      },
      onError: (error) => {
        if (!isIgnorableError(error)) showToast(errorMessage(error));
      },
    });
  };
  return { onConfirm, busy: addToCart.isPending };
}
