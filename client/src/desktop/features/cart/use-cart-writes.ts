// The cart page's writes, each failure said in a toast: check, quantity, delete, and 移入收藏 (the
// goods joins my collection, then its line leaves the cart, as on JD and Tmall).
import { useCollect } from '../../../core/find/find-mutations';
import { useChangeCartQuantity, useCheckCart, useDeleteCart } from '../../../core/cart/cart-mutations';
import type { CartItem } from '../../../core/cart/cart-queries';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';

export function useCartWrites() {
  const check = useCheckCart({ onError: toastError });
  const changeQuantity = useChangeCartQuantity({ onError: toastError });
  const remove = useDeleteCart({ onError: toastError });
  const collect = useCollect({ onError: toastError });
  const moveToFavorites = async (item: CartItem) => {
    try {
      await collect.mutateAsync({ targetId: item.goodsId, targetType: 'goods', collect: 1 });
      await remove.mutateAsync({ cartIds: [item.cartId] });
      showToast('已移入收藏', 'success');
    } catch {
      // Said by the failing call's toast; the line stays in the cart.
    }
  };
  return {
    check,
    changeQuantity,
    remove,
    moveToFavorites,
    busy: check.isPending || changeQuantity.isPending || remove.isPending || collect.isPending,
  };
}
