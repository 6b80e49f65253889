// The cart's reads: the whole cart, the header's cart badge and a goods' specs for the spec dialog.
// The badge lives in cartCountAtom so every face shows the same number; useCartCount keeps it in
// step with getCartNumber while someone is signed in, and the cart mutations set it from replies.
import type { ResultOf } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { cartCountAtom } from '../state/badge-counts';
import { isLoggedInAtom, userIdAtom } from '../state/session';
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

export type Cart = ResultOf<'getCart'>;
export type CartItem = Cart['items'][number];

/** The signed-in user's cart (every line, its check state and the totals). */
export const useCartList = (extras: QueryExtras<'getCart'> = {}) => useApiQuery(apiQuery('getCart'), extras);

/** The specs and SKUs of one goods, for changing a cart line's spec. */
export const useSaleSku = (input: InputOf<'getSaleSku'>, extras: QueryExtras<'getSaleSku'> = {}) =>
  useApiQuery(apiQuery('getSaleSku', input), extras);

/**
 * The cart badge: fetched quietly while a user is signed in (a failure just leaves it as it was),
 * copied into cartCountAtom, reset to 0 when nobody is (and 0 at once, before that reset lands).
 * Each face's shell mounts it once; read the number anywhere with useAtomValue(cartCountAtom) or
 * from this hook's return.
 */
export function useCartCount(): number {
  const userId = useAtomValue(userIdAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const enabled = loggedIn && Boolean(userId);
  const count = useQuery({
    ...apiQuery('getCartNumber', { userId }),
    enabled,
    retry: false,
    staleTime: 15_000,
  });
  useEffect(() => {
    if (count.data) setCartCount(count.data.cartNumber);
  }, [count.data, setCartCount]);
  useEffect(() => {
    if (!enabled) setCartCount(0);
  }, [enabled, setCartCount]);
  const cartCount = useAtomValue(cartCountAtom);
  return enabled ? cartCount : 0;
}
