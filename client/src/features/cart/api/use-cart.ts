// The cart query and its mutations. Every cart call answers with the whole cart, which replaces
// the cached one; the header's cart badge is set from the same reply and its query refetched, so
// the badge is right after every action.
import type { ResultOf } from '@storefront/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { call } from '../../../api/call';
import { errorMessage, isIgnorableError } from '../../../api/errors';
import { apiKey, apiQuery, invalidateApi } from '../../../api/query';
import { cartCountAtom } from '../../../state/counts';
import { showToast } from '../../../ui/toast/toast-bus';

export type Cart = ResultOf<'getCart'>;
export type CartItem = Cart['items'][number];

export const useCartQuery = () => useQuery(apiQuery('getCart'));

/** Runs one cart change; on success the reply becomes the cart, on failure the user is told why. */
export function useCartChange() {
  const queryClient = useQueryClient();
  const setCartCount = useSetAtom(cartCountAtom);
  return useMutation({
    mutationFn: (change: () => Promise<Cart>) => change(),
    onSuccess: (cart) => {
      queryClient.setQueryData(apiKey('getCart'), cart);
      setCartCount(cart.cartNumber);
      void invalidateApi(queryClient, 'getCartNumber');
    },
    onError: (error) => {
      if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
      // The server's cart is the truth after a refused change (stock may have moved).
      void invalidateApi(queryClient, 'getCart');
    },
  });
}

export const cartCalls = {
  check: (cartIds: number[], checked: boolean) => () =>
    call('changeCartCheckStatus', { cartIds, checked: checked ? 1 : 0, all: 0 }),
  checkAll: (checked: boolean) => () => call('changeCartCheckStatus', { checked: checked ? 1 : 0, all: 1 }),
  quantity: (cartId: number, quantity: number) => () => call('changeCart', { cartId, quantity }),
  remove: (cartIds: number[]) => () => call('deleteCart', { cartIds }),
};
