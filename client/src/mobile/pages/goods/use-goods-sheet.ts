// The goods page's SKU sheet: which sheet is open (in the URL, ?sheet=, in a history entry of its
// own so Android's back button closes it instead of leaving the product) and what its 确定 does:
// add to the cart, or buy now; a visitor is sent to log in and comes back to the same choice.
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAddToCart } from '../../../core/cart/cart-mutations';
import { isLoggedInAtom } from '../../../core/state/session';
import { buyNowPath } from '../../../core/order/checkout-intent';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';
import type { ChosenLine, SheetMode } from './sku-sheet';

const SHEET_MODES: readonly SheetMode[] = ['cart', 'buy', 'choose'];

export function useGoodsSheet(goodsId: number) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { state } = useLocation();
  const sheetEntry = (state as { sheetEntry?: boolean } | null)?.sheetEntry === true;
  const asked = params.get('sheet') as SheetMode | null;
  const sheet = asked && SHEET_MODES.includes(asked) ? asked : null;
  const addToCart = useAddToCart();

  const open = (mode: SheetMode) => {
    const next = new URLSearchParams(params);
    next.set('sheet', mode);
    setParams(next, { state: { sheetEntry: true } });
  };
  const close = () => {
    if (sheetEntry) void navigate(-1);
    else if (params.has('sheet')) setParams({}, { replace: true });
  };

  const buy = (line: { goodsId: number; skuId: number; quantity: number }) => {
    const checkout = buyNowPath(line);
    // The sheet's own entry gives way to the checkout: back from there shows the product.
    if (loggedIn) return void navigate(checkout, { replace: sheetEntry });
    showToast('请先登录');
    const [path, search] = checkout.split('?');
    void navigate(loginPathFor(path ?? '/checkout', `?${search ?? ''}`));
  };

  const confirm = (action: 'cart' | 'buy', { sku, quantity }: ChosenLine) => {
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
        close();
      },
      onError: toastError,
    });
  };

  return { sheet, open, close, confirm, busy: addToCart.isPending };
}
