// The tab bar's cart badge: the cart count of a logged-in shopper, kept in the shared counter atom
// that add-to-cart and the cart page update too. Failures stay silent: the badge simply hides.
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { apiQuery } from '../../core/api/query';
import { cartCountAtom } from '../../core/state/counts';
import { isLoggedInAtom, userIdAtom } from '../../core/state/session';

export function useCartBadge(): number {
  const userId = useAtomValue(userIdAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [count, setCount] = useAtom(cartCountAtom);
  const enabled = loggedIn && Boolean(userId);
  const cart = useQuery({
    ...apiQuery('getCartNumber', { userId: userId ?? '' }),
    enabled,
    retry: false,
    staleTime: 15_000,
  });
  useEffect(() => {
    if (cart.data) setCount(cart.data.cartNumber);
  }, [cart.data, setCount]);
  useEffect(() => {
    if (!enabled) setCount(0);
  }, [enabled, setCount]);
  return enabled ? count : 0;
}
