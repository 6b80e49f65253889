// The cart's writes: add, change quantity or spec, check, delete. Each reply that is the whole cart
// replaces the cached cart; every reply's cartNumber becomes the header badge (cartCountAtom) and
// getCartNumber is refetched, so the badge is right after every action on every face; what the
// checked lines cost at checkout (getOrderSettleInfoNew, the cart's 优惠) is refetched too. A
// refused change refetches the cart: the server's cart is the truth (stock may have moved).
import type { QueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { cartCountAtom } from '../state/badge-counts';
import { call, type InputOf } from '../api/call';
import {
  useApiMutation,
  type CallbacksOf,
  type MutationCallbacks,
  type MutationEffects,
} from '../api/mutation';
import { apiKey } from '../api/query';
import type { Cart } from './cart-queries';

/** The effects of a write whose reply is the new cart. */
function useCartReplyEffects<I>(): MutationEffects<Cart, I> {
  const setCartCount = useSetAtom(cartCountAtom);
  return {
    update: (queryClient: QueryClient, cart: Cart) => {
      queryClient.setQueryData(apiKey('getCart'), cart);
      setCartCount(cart.cartNumber);
    },
    invalidates: ['getCartNumber', 'getOrderSettleInfoNew'],
    invalidatesOnError: ['getCart'],
  };
}

/** 加入购物车: the badge takes the reply's count at once; the cart and the count are refetched. */
export function useAddToCart(callbacks?: CallbacksOf<'addCart'>) {
  const setCartCount = useSetAtom(cartCountAtom);
  return useApiMutation(
    (input: InputOf<'addCart'>) => call('addCart', input),
    {
      update: (_client, reply) => setCartCount(reply.cartNumber),
      invalidates: ['getCartNumber', 'getCart', 'getOrderSettleInfoNew'],
    },
    callbacks,
  );
}

type QuantityChange = { cartId: number; quantity: number };

/** A cart line's quantity (the stepper); callers clamp it to the stock and the cart limit first. */
export function useChangeCartQuantity(callbacks?: MutationCallbacks<Cart, QuantityChange>) {
  return useApiMutation(
    (input: QuantityChange) => call('changeCart', input),
    useCartReplyEffects(),
    callbacks,
  );
}

type SpecChange = { cartId: number; skuId: number };

/**
 * A cart line's spec (another SKU of the same goods). The reply is the new cart, and the cart is
 * refetched as well: the line may have merged into another line of that SKU.
 */
export function useChangeCartSpec(callbacks?: MutationCallbacks<Cart, SpecChange>) {
  const effects = useCartReplyEffects<SpecChange>();
  return useApiMutation(
    (input: SpecChange) => call('changeCart', input),
    { ...effects, invalidates: ['getCartNumber', 'getCart', 'getOrderSettleInfoNew'] },
    callbacks,
  );
}

/** Checks lines for the order: some lines (`cartIds`) or, without them, every line (全选). */
export type CartCheck = { cartIds?: number[]; checked: boolean };

export function useCheckCart(callbacks?: MutationCallbacks<Cart, CartCheck>) {
  return useApiMutation(
    ({ cartIds, checked }: CartCheck) =>
      call(
        'changeCartCheckStatus',
        cartIds ? { cartIds, checked: checked ? 1 : 0, all: 0 } : { checked: checked ? 1 : 0, all: 1 },
      ),
    useCartReplyEffects(),
    callbacks,
  );
}

/** Deletes lines from the cart. */
export function useDeleteCart(callbacks?: CallbacksOf<'deleteCart'>) {
  return useApiMutation(
    (input: InputOf<'deleteCart'>) => call('deleteCart', input),
    useCartReplyEffects(),
    callbacks,
  );
}
