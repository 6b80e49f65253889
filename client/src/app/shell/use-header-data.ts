// The shell's own calls (see docs/product-rules.md and docs/wire.md): cart count, message totals and the profile, fetched only
// while a userId exists. Failures are swallowed without a word: the badges simply stay hidden.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { apiQuery } from '../../api/query';
import { cartCountAtom, messageTotalsAtom } from '../../state/counts';
import { isLoggedInAtom, updateUserInfo, userIdAtom } from '../../state/session';

export function useHeaderData(): void {
  const userId = useAtomValue(userIdAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const setMessageTotals = useSetAtom(messageTotalsAtom);
  const enabled = loggedIn && Boolean(userId);
  const quiet = { enabled, retry: false, staleTime: 15_000 } as const;

  const cart = useQuery({ ...apiQuery('getCartNumber', { userId }), ...quiet });
  const messages = useQuery({ ...apiQuery('messageTotal', { uid: userId }), ...quiet });
  const profile = useQuery({ ...apiQuery('getPersonalData', { uid: userId }), ...quiet });

  useEffect(() => {
    if (cart.data) setCartCount(cart.data.cartNumber);
  }, [cart.data, setCartCount]);
  useEffect(() => {
    if (messages.data) setMessageTotals(messages.data);
  }, [messages.data, setMessageTotals]);
  useEffect(() => {
    const data = profile.data;
    if (data?.isSelf)
      updateUserInfo({
        uid: data.uid,
        nickname: data.nickname,
        mobile: data.mobile,
        avatarUrl: data.avatarUrl,
      });
  }, [profile.data]);
  useEffect(() => {
    if (!enabled) {
      setCartCount(0);
      setMessageTotals(null);
    }
  }, [enabled, setCartCount, setMessageTotals]);
}
